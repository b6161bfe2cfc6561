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
