.amdcl2
.gpu Bonaire
.kernel k
    .config
        .arg a, foo
    .text
        s_endpgm
