.amdcl2
.gpu Bonaire
.arch_minor 3
.arch_stepping 7
.kernel k
    .config
    .text
        s_endpgm
