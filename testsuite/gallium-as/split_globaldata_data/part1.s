# separate: .globaldata in two parts, one refers to the other's label
.global gval
.kernel k
.globaldata
  .int 10
gval:
  .int 20
.text
k:
  s_endpgm
