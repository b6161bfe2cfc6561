.gallium
.text
k0:
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
k2:
  .kcode +k1
  s_mov_b32 s39, 1
  v_mov_b32 v173, 1
  .kcodeend
  s_nop 0
  v_mov_b32 v129, 0
  s_mov_b64 xnack_mask, 0
  s_mov_b32 s93, 39
  s_mov_b32 s1, scr
  s_mov_b32 s81, 12
  s_endpgm
k1:
  s_mov_b32 s11, scr>>32
  s_endpgm

