# LLVM 3.9 with a kernel without configuration (five default entries)
.kernel only
.text
only:
  s_nop 0
  s_endpgm
