.amdcl2
.gpu Bonaire
.kernel k
    .hsaconfig
        .kernarg_segment_align 8
        .group_segment_align 6
    .text
        s_endpgm
