# -S with a 64-bit inner ELF and LLVM 4.0; kernel names not added twice
.kernel k
  .config
    .dims x
.weak w1
.weak k
.text
k:
  .skip 256
w1:
  s_endpgm
