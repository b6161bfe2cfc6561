.amdcl2
.gpu GFX906
.kernel h
    .hsaconfig
        .default_hsa_features
        .use_grid_workgroup_count xyz
        .arg a, int*, global
    .text
        s_mov_b32 s20, s1
        v_mov_b32 v7, v0
        s_endpgm
