# join maps of continued lines: see markers_join.expect-raw (byte for byte)
.byte 1, \
  2, \
    3
.byte 4
    .byte 5, \
6 ; .byte 7, \
 8
.byte 9
.macro m x
    .byte \x, \
      \x + 1
.endm
    m 10
.byte 12
