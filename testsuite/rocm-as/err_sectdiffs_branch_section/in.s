# branch targets in another section: errors at once
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
    s_branch k0 + (gdata2 - k0)
    s_branch gdata2
    s_endpgm
