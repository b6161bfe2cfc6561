# a branch whose target combines the code's and another object's data
.rocm
.kernel k0
    .config
        .dims x
.text
k0:
.skip 256
    s_branch k0 + (k0 - gdata2)
    s_cbranch_vccz 2*k0 - gdata1
    s_endpgm
.text
.p2align 8
.globaldata
.global gdata1, gdata2
gdata1: .int 1
gdata2: .int 2, 3
