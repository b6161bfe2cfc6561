.amdcl2
.gpu Bonaire
.hsalayout
.kernel k
    .config
.section .foo
k:
.text
        s_endpgm
