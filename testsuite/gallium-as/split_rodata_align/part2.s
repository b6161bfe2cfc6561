# aligned global data
.globaldata
  .p2align 3
  .quad 0x0102030405060708
.text
  s_nop 0
  s_endpgm
