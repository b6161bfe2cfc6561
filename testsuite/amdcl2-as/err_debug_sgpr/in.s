.amdcl2
.gpu Bonaire
.kernel k
    .hsaconfig
        .debug_private_segment_buffer_sgpr 104
    .text
        s_endpgm
