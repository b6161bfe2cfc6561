# separate with -6 and -S: a weak symbol from the second object
.kernel k
  .config
    .dims x
.text
k:
  s_nop 0
  s_endpgm
.text
.p2align 8
# a weak absolute symbol
.weak w2
w2 = 77
.text
  s_endpgm
