.acl_version ""
.globaldata
.global gd0
gd0: .int 660,326
.global gd1
gd1: .int 41,555,786,694,316
.global gd2
gd2: .int 516,772,308,609
.global gd3
gd3: .int 34,742,569
.quad 0,0,0,0
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
