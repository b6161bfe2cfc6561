.rocm
.kernel k
    .config
        .use_flat_scratch_init
        .use_xnack_enabled
.text
k:  .skip 256
    s_mov_b32 s105, 0
    v_mov_b32 v255, 0
    s_endpgm
