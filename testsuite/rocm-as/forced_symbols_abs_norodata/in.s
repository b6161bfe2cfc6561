# absolute and undefined globals with -S: OBJECT when the binary has no
# .rodata (clrxasm takes the absolute section for .rodata's)
.rocm
.kernel k0
    .config
        .dims x
.text
k0:
.skip 256
    s_endpgm
.global abs1, undef1, sized
abs1 = 77
.size sized, 3
.weak w1
w1 = 5
