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
.text
.p2align 8
# more global data pointing at gval
.globaldata
  .int gval
.text
  s_mov_b32 s3, 0
  s_endpgm
