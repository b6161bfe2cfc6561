.amdcl2
.gpu Bonaire
.kernel k
    .hsaconfig
    .control_directive
        .fill 100, 1, 0
    .text
        s_endpgm
