# error: control directive old llvm
.kernel k
  .config
    .dims x
  .control_directive
.text
k:
  s_endpgm
