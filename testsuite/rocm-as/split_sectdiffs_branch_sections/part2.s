.kernel k0
    .config
        .dims x
.text
k0:
.skip 256
    s_branch (k0 - gd2) + gd0
    s_endpgm
