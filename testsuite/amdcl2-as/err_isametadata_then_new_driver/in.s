.amdcl2
.gpu Bonaire
.kernel k
    .isametadata
    .byte 1
.driver_version 200406
