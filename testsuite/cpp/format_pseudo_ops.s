# Format pseudo-ops pass through clrx-cpp unchanged, the longest names too
# (.debug_wavefront_private_segment_offset_sgpr has 43 characters).
.gallium
.llvm_version 40000
.kernel k
    .config
        .dims x
        .debug_private_segment_buffer_sgpr 10
        .debug_wavefront_private_segment_offset_sgpr 12
        .use_private_segment_buffer
.text
k:  .skip 256
    s_endpgm
