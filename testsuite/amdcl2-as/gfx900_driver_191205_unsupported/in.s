.amdcl2
.gpu GFX900
.kernel h
    .hsaconfig
        .default_hsa_features
        .arg a, int*, global
        .arg b, float
    .text
        s_mov_b32 s20, s1
        v_mov_b32 v7, v0
        s_endpgm
