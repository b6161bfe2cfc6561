.kernel k0
    .config
        .localsize 17928
        .vgprsnum 241
        .useenqueue
        .dims , x
        .debugmode
        .setupargs
        .arg a0, float
        .arg a1, int*, local, const
        .arg a2, structure, 51
        .arg a3, double
        .arg a4, char
    .text
        s_mov_b32 s13, gd2//0x100000000
        s_mov_b32 s21, s33
        v_mov_b32 v72, v3
        v_mov_b32 v10, gd3%0x100000000
        v_mov_b32 v9, gd1>>32
        s_mov_b32 s14, (gd1+8)>>32
        s_mov_b32 s55, s4
        s_endpgm
