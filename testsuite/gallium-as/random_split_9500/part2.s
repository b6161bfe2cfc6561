.gallium
.text
k2:
  .kcode +k2, k0, k3, k1
  s_mov_b32 s61, 1
  v_mov_b32 v84, 1
  .kcodeend
  s_nop 0
  s_nop 0
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_nop 0
  v_add_u32 v9, vcc, v1, v2
  s_endpgm
k1:
  s_mov_b32 s3, 84
  s_endpgm
k3:
  v_add_u32 v64, vcc, v1, v2
  v_add_u32 v86, vcc, v1, v2
  s_endpgm
