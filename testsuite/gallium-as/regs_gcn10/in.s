# automatic SGPR/VGPR counts on GCN 1.0 (VCC always counted)
.kernel r1
  .config
    .dims x
.kernel r2
  .config
    .dims xyz
    .tgsize
    .scratchbuffer 16
.text
r1:
  s_mov_b32 s50, 0
  v_mov_b32 v30, 0
  s_endpgm
.p2align 8
r2:
  s_mov_b64 vcc, 0
  s_endpgm
