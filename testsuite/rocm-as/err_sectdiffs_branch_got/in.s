# a branch target past the start of the GOT is in the GOT (clrxasm places
# an address in the last section that starts at or before it); the error
# comes before the GOT's own checks
.rocm
.globaldata
gd: .int 1
.gotsym gd, gg
.kernel k0
    .config
        .dims x
.text
k0:
.skip 256
    s_branch 2*k0 - gg + 0x4000
    s_branch k0 + (gg - k0)/2
    s_endpgm
