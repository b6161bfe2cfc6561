# random program (seed 9051 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
  .config
    .privmode
    .localsize 30359
    .dx10clamp
    .vgprsnum 99
    .sgprsnum 57
    .dims , yx
    .spilledvgprs 2
.kernel k1
  .proginfo
    .entry 0x366b, 0x6b82e964
    .entry 0x33f4, 0x8d0fe071
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.text
k1:
  .kcode +k1
  s_mov_b32 s78, 1
  v_mov_b32 v116, 1
  .kcodeend
  s_mov_b32 s70, 29
  v_mov_b32 v18, 0
  s_nop 0
  s_endpgm
k0:
  .kcode k1, +k0
  s_mov_b32 s49, 1
  v_mov_b32 v24, 1
  .kcodeend
  v_mov_b32 v105, 0
  s_nop 0
  s_endpgm
