# symbols with section differences as values, used by another object (in
# data, literals and immediates) and given to a symbol there
.rocm
.globaldata
.global gd0
gd0: .int 1
.kernel k0
    .config
        .dims x
.text
.global k0
k0:
.skip 256
    s_endpgm
.global x, y
x = k0 - gd0
y = k0 + (k0 - gd0)
.text
.p2align 8
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
