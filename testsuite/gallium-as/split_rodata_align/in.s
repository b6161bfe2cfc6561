# separate: .globaldata in both parts, the second aligned to 8
.kernel k
.globaldata
  .int 1
.text
k:
  s_endpgm
.text
.p2align 8
# aligned global data
.globaldata
  .p2align 3
  .quad 0x0102030405060708
.text
  s_nop 0
  s_endpgm
