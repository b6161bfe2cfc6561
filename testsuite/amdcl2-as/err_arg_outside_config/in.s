.amdcl2
.gpu Bonaire
.kernel k
    .text
    .arg a, int
