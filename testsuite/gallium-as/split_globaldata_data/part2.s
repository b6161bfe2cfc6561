# more global data pointing at gval
.globaldata
  .int gval
.text
  s_mov_b32 s3, 0
  s_endpgm
