# branches to addresses that combine sections (section differences): the
# target is an address of the binary, the distance must fit
.rocm
.globaldata
gdata1: .int 1
gdata2: .int 2, 3
.kernel k0
    .config
        .dims x
.text
k0:
.skip 256
    s_branch k0 + (k0 - gdata2)
    s_branch 2*k0 - gdata2
    s_cbranch_scc0 k0 + 4*(k0 - gdata2)
    s_branch k0 + ((k0 - gdata2) & 0xffffe0)
    s_branch (k0 - gdata2) + gdata1
    s_branch later + (k0 - gdata1)
later:
    s_endpgm
