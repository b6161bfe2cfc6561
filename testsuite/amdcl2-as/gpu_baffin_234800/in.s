.amdcl2
.gpu Baffin
.kernel k
    .config
        .useargs
        .arg a, int*, global
    .text
        s_mov_b32 s20, 0
        v_mov_b32 v10, 0
        s_endpgm
.kernel h
    .hsaconfig
    .text
        s_endpgm
