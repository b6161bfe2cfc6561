.bssdata
.global s20_bxx, s21_z, s22_y, s23_cczcy, s24_yxaa, s25_xzz
s20_bxx: .skip 4
s21_z: .skip 4
s22_y: .skip 4
s23_cczcy: .skip 4
s24_yxaa: .skip 4
s25_xzz: .skip 4
.kernel k1
    .config
        .dims xy
.text
        s_mov_b32 s2, s26_a
        s_mov_b32 s3, s27_zczyzx
        s_mov_b32 s4, s28_zxz
        s_mov_b32 s5, s29_axc
        s_endpgm
.global s26_a, s27_zczyzx, s28_zxz, s29_axc
s26_a = 100
s27_zczyzx = 101
s28_zxz = 102
s29_axc = 103
