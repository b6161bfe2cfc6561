# .globaldata with data and labels, label values used in code and data
.kernel k
  .config
    .dims x
.globaldata
gd0:
  .int 1, 2, 3
gd1:
  .byte 7
  .p2align 2
gd2:
  .int gd1, gd2 - gd0
  .ascii "hello"
.text
k:
  s_mov_b32 s0, gd2
  s_mov_b32 s1, gd1 - gd0
  s_endpgm
