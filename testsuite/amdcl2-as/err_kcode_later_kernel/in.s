.amdcl2
.gpu Bonaire
.kernel a
    .text
        .kcode b
        s_nop 0
        .kcodeend
.kernel b
