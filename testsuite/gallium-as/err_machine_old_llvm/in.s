# error: machine old llvm
.kernel k
  .config
    .machine 1, 0, 0, 0
.text
k:
  s_endpgm
