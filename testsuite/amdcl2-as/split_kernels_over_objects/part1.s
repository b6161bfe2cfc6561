.kernel a
    .config
        .dims x
    .text
        s_mov_b32 s20, 0
.kernel b
    .hsaconfig
        .default_hsa_features
