.globaldata
.global s00_bxz, s01_a, s02_acyay, s03_aa, s04_xaba, s05_xayab, s06_zyayyx, s07_b
s00_bxz: .int 0
s01_a: .int 1
s02_acyay: .int 2
s03_aa: .int 3
s04_xaba: .int 4
s05_xayab: .int 5
s06_zyayyx: .int 6
s07_b: .int 7
.kernel k0
    .config
        .dims x
.text
        s_mov_b32 s1, s12_yzbca
        s_endpgm
.rwdata
.global s08_y, s09_cx, s10_ya, s11_cyzba, s12_yzbca, s13_zayay
s08_y: .byte 0
s09_cx: .byte 1
s10_ya: .byte 2
s11_cyzba: .byte 3
s12_yzbca: .byte 4
s13_zayay: .byte 5
.global s14_xz, s15_xcxyx, s16_cbb, s17_baycyx, s18_zxc, s19_aayxb
s14_xz = 0
s15_xcxyx = 3
s16_cbb = 6
s17_baycyx = 9
s18_zxc = 12
s19_aayxb = 15
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
