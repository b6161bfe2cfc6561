# random program (seed 9021 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .config
    .debugmode
.text
.text
k0:
  .kcode k0
  s_mov_b32 s86, 1
  v_mov_b32 v197, 1
  .kcodeend
  v_mov_b32 v235, 0
  v_mov_b32 v83, 0
  s_nop 0
  s_nop 0
  s_endpgm
