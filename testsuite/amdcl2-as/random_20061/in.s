.compile_options "-cl-std=CL2.0"
.rwdata
rw0: .byte 161,134,65,94,98,131,125
rw1: .byte 233,241,254,114,1,203
.sampler 52325, 11576, 184
.samplerreloc 0, 0
.samplerreloc 8, 1
.samplerreloc 16, 2
.inner
.section .innx
.global innx0
innx0: .byte 5,6
.main
.kernel k0
    .config
        .scratchbuffer 510
        .vgprsnum 117
        .arg a0, ulong*, constant, restrict
        .arg a1, short
    .text
        v_mov_b32 v49, v3
        s_mov_b64 s[32:33], vcc
        v_mov_b32 v65, v19
        s_mov_b32 s26, s22
        s_mov_b32 s36, s3
        v_mov_b32 v59, v26
        v_mov_b32 v52, v17
        s_mov_b32 s7, s31
        s_endpgm
.kernel k1
    .hsaconfig
        .dims y
        .kernel_code_prefetch_size 6
        .kernel_code_prefetch_offset 53
        .use_xnack_enabled
        .runtime_loader_kernel_symbol 793
        .use_grid_workgroup_count x
        .sgprsnum 14
    .text
        v_mov_b32 v11, rw1%%0x100000000
        s_endpgm
.kernel k2
    .hsaconfig
        .use_private_segment_buffer
        .vgprsnum 218
        .reserved_vgprs 39, 40
        .workgroup_fbarrier_count 3
        .sgprsnum 41
        .dims xyz
        .work_group_size_hint 1, 6
        .arg a0, sampler
        .arg a1, ulong
        .arg a2, long8*, global
        .arg a3, ushort
        .arg a4, double
    .text
        s_nop 6
        s_mov_b32 s51, s12
        v_mov_b32 v78, v21
        s_nop 7
        v_mov_b32 v99, v30
        s_nop 2
        s_mov_b32 s38, s22
        v_mov_b32 v11, rw0%%0x100000000
        s_endpgm
