# .spilledvgprs with LLVM < 3.9: accepted, not written (three entries)
.kernel s
  .config
    .dims x
    .spilledvgprs 3
.text
s: s_endpgm
