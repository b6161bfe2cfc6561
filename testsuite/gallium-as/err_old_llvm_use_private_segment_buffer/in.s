# error: old llvm use private segment buffer
.kernel k
  .config
    .dims x
    .use_private_segment_buffer
.text
k:
  s_endpgm
