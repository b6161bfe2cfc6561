# .arch_stepping alone (GCN 1.1), two kernels
.arch_stepping 2
.kernel k
  .config
    .dims x
.kernel l
  .config
    .dims y
.text
k:
  .skip 256
  s_endpgm
.p2align 8
l:
  .skip 256
  s_endpgm
