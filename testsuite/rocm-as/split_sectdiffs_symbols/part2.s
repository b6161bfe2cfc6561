.text
    s_mov_b32 s0, x
    s_movk_i32 s1, x & 0xfff
    .int x
    .int y - k0
    .int x + y - k0
.global z
z = x + 4
    .int z
    s_branch y - x
    s_endpgm
