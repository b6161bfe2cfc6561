.amdcl2
.gpu Bonaire
.kernel k
    .hsaconfig
        .private_elem_size 3
        .private_elem_size 32
    .text
        s_endpgm
