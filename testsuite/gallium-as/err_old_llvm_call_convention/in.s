# error: old llvm call convention
.kernel k
  .config
    .dims x
    .call_convention 0
.text
k:
  s_endpgm
