# a branch to the code plus a difference inside the global data of another
# object: relative to .text, whatever address it gives
.rocm
.globaldata
.global gd0, gd2
gd0: .int 19, 84
gd1: .int 77, 58, 12, 65
gd2: .int 56, 26, 9
.text
.p2align 8
.kernel k0
    .config
        .dims x
.text
k0:
.skip 256
    s_branch (k0 - gd2) + gd0
    s_endpgm
