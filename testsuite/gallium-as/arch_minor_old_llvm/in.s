# .arch_minor/.arch_stepping with an old LLVM: accepted, no header
.arch_minor 1
.arch_stepping 2
.kernel k
  .config
    .dims x
.text
k:
  s_endpgm
