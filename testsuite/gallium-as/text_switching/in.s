# switching between .text, .globaldata and a user section several times
.kernel k
  .config
    .dims x
.text
k:
  s_mov_b32 s1, 0
.globaldata
  .int 1
.section .extra
  .byte 9
.text
  s_mov_b32 s2, 0
.globaldata
  .int 2
.section .extra
  .byte 10
.text
  s_endpgm
