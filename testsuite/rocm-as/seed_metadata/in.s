.rocm
.gpu Fiji
.arch_minor 0
.arch_stepping 4
.eflags 2
.newbinfmt
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.md_version 1, 0
.kernel vectorAdd
    .config
        .dims x
        .codeversion 1, 1
        .use_private_segment_buffer
        .use_dispatch_ptr
        .use_kernarg_segment_ptr
        .private_elem_size 4
        .use_ptr64
        .kernarg_segment_align 16
        .group_segment_align 16
        .private_segment_align 16
    .control_directive
        .fill 128, 1, 0x00
    .config
        .md_language "OpenCL", 1, 2
        .arg n, "uint", 4, , value, u32
        .arg a, "float*", 8, , globalbuf, f32, global, default const volatile
        .arg b, "float*", 8, , globalbuf, f32, global, default const
        .arg c, "float*", 8, , globalbuf, f32, global, default
        .arg , "", 8, , gox, i64
        .arg , "", 8, , goy, i64
        .arg , "", 8, , goz, i64
        .arg , "", 8, , printfbuf, i8
.text
vectorAdd:
.skip 256           # skip ROCm kernel configuration (required)
            s_load_dword s2, s[4:5], 0x4
            s_load_dwordx4 s[4:7], s[6:7], 0x0
            s_load_dwordx2 s[0:1], s[6:7], 0x10
            v_mov_b32 v1, s8
            s_waitcnt lgkmcnt(0)
            s_and_b32 s2, s2, 0xffff
            v_mad_u32_u24 v0, s2, v1, v0
            s_endpgm
