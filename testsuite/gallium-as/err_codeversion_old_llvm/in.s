# error: codeversion old llvm
.kernel k
  .config
    .codeversion 1, 0
.text
k:
  s_endpgm
