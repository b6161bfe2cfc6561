.compile_options "-cl-std=CL2.0"
.kernel k0
    .hsaconfig
        .runtime_loader_kernel_symbol 261
        .sgprsnum 11
        .tgsize
        .debug_wavefront_private_segment_offset_sgpr 43
        .dims xy
        .userdatanum 6
        .scratchbuffer 115
        .priority 2
        .wavefront_size 16
        .setupargs
        .arg a0, counter32
        .arg a1, int3
        .arg a2, float*, local, volatile
        .arg a3, double3*, constant
        .arg a4, uchar*, global
    .text
        s_nop 6
        s_nop 3
        s_mov_b32 s11, s29
        v_mov_b32 v15, v4
        v_mov_b32 v42, v24
        s_endpgm
