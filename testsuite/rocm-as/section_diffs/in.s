.rocm
.globaldata
g:  .int 1,2,3
.kernel k1
    .config
        .dims x
.text
k1:
.skip 256
    s_mov_b32 s1, .-g
    s_mov_b32 s2, (.-g)>>2
    s_movk_i32 s3, gf-k1
    s_load_dword s0, s[0:1], (gf-k1)&0xff
    s_branch k1+(g-g)
    x = g - k1
    .int x*3
    y = g + 4
    .int y - k1
    .byte (g-k1)&0xff
    .quad g - .
    .byte 0
    .short (g2 - g) / 2, g2 < k1
    .byte (g2 > k1) ? 5 : 6
.globaldata
    .int g - k1
    .int (k1 - g)/3
g2: .int x, . - k1
gf: .int 0
