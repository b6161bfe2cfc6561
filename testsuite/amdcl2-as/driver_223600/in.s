.amdcl2
.gpu Tonga
.globaldata
        .int 1
.rwdata
        .int 2
.kernel k
    .config
        .vectypehint int4
        .arg a, int
        .arg b, short*, global
    .text
        s_mov_b32 s1, 0
        s_endpgm
