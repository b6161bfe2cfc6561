.amdcl2
.gpu Fiji
.arch_minor 5
.kernel k
    .config
    .text
        s_endpgm
