.amdcl2
.kernel k
    .config
    .text
        s_endpgm
