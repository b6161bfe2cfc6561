.amdcl2
.gpu Bonaire
.kernel a
    .config
.kernel b
    .config
.kernel c
    .config
.kernel a
    .text
        s_mov_b32 s40, 0
        .kcode b, c
        v_mov_b32 v30, 0
        .kcodeend
        .kcode -c, b
        v_mov_b32 v31, 0
        .kcodeend
        v_mov_b32 v3, 0
.kernel b
    .text
        s_mov_b32 s10, 0
.kernel a
    .text
        s_mov_b32 s12, 0
.kernel c
    .text
        .kcode +
        s_mov_b32 s50, 0
        .kcodeend
        s_endpgm
