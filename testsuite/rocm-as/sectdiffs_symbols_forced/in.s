# global symbols whose values are section differences, listed by -S: a
# number (absolute), an address (in the section where clrxasm places it)
.rocm
.globaldata
gd0: .int 1
gd1: .int 2
.kernel k0
    .config
        .dims x
.text
k0:
.skip 256
    s_movk_i32 s1, x & 0xfff
    .int y - k0
    s_endpgm
.global x, y, z, w
x = k0 - gd0
y = k0 + (k0 - gd0)
z = 2*gd0 - k0 + 0x2000
w = x + y - k0
