.kernel a
    .config
        .dims x
    .text
        s_mov_b32 s20, 0
.kernel b
    .hsaconfig
        .default_hsa_features
.kernel b
    .text
        v_mov_b32 v30, 0
        s_endpgm
.kernel a
    .text
        v_mov_b32 v7, 0
.kernel a
    .text
        s_endpgm
.kernel c
    .config
        .arg x, float
    .text
        s_endpgm
