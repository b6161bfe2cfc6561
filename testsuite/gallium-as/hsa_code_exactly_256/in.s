# LLVM 4.0: a .config kernel whose code is exactly 256 bytes
.kernel k
  .config
    .dims x
.text
k:
  .skip 256
