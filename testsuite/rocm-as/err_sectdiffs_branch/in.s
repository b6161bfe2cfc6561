# branch targets that are no address (a difference, two addresses) or too
# far: the linker finds them (clrxasm at the end of the source)
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
    s_branch k0 - gdata2
    s_branch gdata2 + k0
    s_branch k0 + (k0 - gdata2) * 1000
    s_endpgm
