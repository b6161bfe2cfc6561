# separate: .globaldata in both parts, the second aligned to 8
.kernel k
.globaldata
  .int 1
.text
k:
  s_endpgm
