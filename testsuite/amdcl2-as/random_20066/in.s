.compile_options "-I ./"
.arch_stepping 8
.kernel k0
    .hsaconfig
        .pgmrsrc2 0xb0fe87
        .use_private_segment_buffer
        .use_dispatch_id
        .dims x
        .reserved_vgprs 46, 46
        .setupargs
        .arg a0, short3*, local, restrict, unused
        .arg a1, sampler, 1
        .arg a2, int4
        .arg a3, char4
    .text
        s_nop 2
        s_endpgm
.kernel k1
    .hsaconfig
        .dims xy
        .cws 9, 4, 2
        .dx10clamp
        .sgprsnum 25
        .use_dispatch_id
        .debugmode
        .kernel_code_prefetch_size 61
        .setupargs
        .arg a0, ulong2
    .control_directive
        .fill 128, 1, 0xbd
    .text
        s_mov_b32 s1, s20
        v_mov_b32 v1, v10
        s_nop 0
        s_nop 2
        s_nop 0
        s_load_dwordx4 s[32:35], s[4:5], 0
        s_endpgm
.kernel k2
    .config
        .useenqueue
        .cws 26, 6, 2
        .setupargs
        .arg a0, structure, 33
    .text
.global cl416859
cl416859:
        s_nop 3
        s_endpgm
