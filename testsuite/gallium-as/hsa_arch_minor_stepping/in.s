# .arch_minor and .arch_stepping replace the header's machine minor/stepping
.arch_minor 5
.arch_stepping 7
.kernel k
  .config
    .dims x
.text
k:
  .skip 256
  s_endpgm
