.compile_options "-cl-std=CL2.0"
.hsalayout
.rwdata
.global rw0
rw0: .byte 0,141,33
.global rw1
rw1: .byte 75,23,158,81,23,74,1,218
.kernel k0
    .hsaconfig
        .cws 46, 8, 2
        .use_private_segment_size
        .floatmode 0x1d8
        .private_elem_size 2
        .wavefront_sgpr_count 38
        .use_debug_enabled
        .work_group_size_hint 45, 3
        .sgprsnum 5
        .vectypehint float4
        .kernel_code_prefetch_offset 78
        .arg a0, queue
.text
.p2align 8
k0:
.skip 256
        s_load_dwordx4 s[20:23], s[4:5], 0
        v_mov_b32 v58, v11
        s_mov_b32 s49, s13
        s_nop 0
        s_mov_b32 s19, s23
        s_mov_b32 s48, s39
        s_load_dwordx4 s[4:7], s[4:5], 0
        s_endpgm
