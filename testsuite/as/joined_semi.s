# a statement that starts after ";" on a continued line and goes on
.byte 1, \
  2 ; .byte 3, \
  4, \
 1/0
