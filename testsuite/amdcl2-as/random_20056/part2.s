.kernel k0
    .config
        .dims x, xy
        .useenqueue
        .cws 20, 1, 3
        .gdssize 31418
        .usesetup
        .vectypehint double8
        .arg a0, structure, 57
    .text
        s_mov_b32 s36, s6
        s_mov_b32 s58, s2
        s_mov_b32 s3, s27
        v_mov_b32 v82, v4
        s_load_dwordx4 s[20:23], s[4:5], 0
        s_endpgm
