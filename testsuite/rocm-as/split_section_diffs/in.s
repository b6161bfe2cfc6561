
.globaldata
.global gd
gd: .int 1, 2, 3, 4
.global gdend
gdend:
.text
.p2align 8
.kernel k
    .config
.text
k:  .skip 256
    s_mov_b32 s0, .-gd
    s_mov_b32 s1, (gd - .) >> 2
    s_endpgm
    .int gdend - gd
    .int (gdend - k) * 2
