# user sections (.section NAME with flags and alignment) after the fixed ones
.kernel k
.section .foo
  .int 0x11111111
.section .bar, "aw", @progbits
  .byte 1, 2, 3
.section .execsec, "ax", @progbits align=16
  .int 0x22
.section .nob, "aw", @nobits
  .skip 32
.text
k:
  s_endpgm
.section .foo
  .int 0x33
