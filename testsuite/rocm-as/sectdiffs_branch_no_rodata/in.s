# without global data an address below .text is in .text
.rocm
.global k0
.gotsym k0, gg
.kernel k0
    .config
        .dims x
.text
k0:
.skip 256
    s_branch 2*k0 - gg + 0x100
    s_branch k0 + (gg - k0)/2
    s_endpgm
