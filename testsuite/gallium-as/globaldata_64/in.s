# .globaldata in a 64-bit inner ELF with LLVM 4.0
.kernel k
  .config
    .dims x
.globaldata
  .quad 0x1122334455667788
  .int 5
.text
k:
  .skip 256
  s_endpgm
