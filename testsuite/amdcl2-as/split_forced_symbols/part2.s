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
