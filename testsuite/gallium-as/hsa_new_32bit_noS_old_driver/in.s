# LLVM 4.0 with an old driver (no Mesa 17 headers), sizes of the header data
.kernel k
  .config
    .dims x
    .codeversion 2, 0
    .machine 2, 6, 0, 0
.text
k:
  .skip 256
  s_endpgm
