# error: codeversion missing
.kernel k
  .config
    .codeversion 1
.text
k:
  .skip 256
  s_endpgm
