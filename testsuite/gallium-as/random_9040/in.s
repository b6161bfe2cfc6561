# random program (seed 9040 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .config
    .dims zyx, 
    .floatmode 0x8e
    .exceptions 0x44
    .pgmrsrc2 0x8f1b1a16
    .dx10clamp
    .spilledvgprs 44
.scratchsym scr
.text
.text
k0:
  s_nop 0
  v_mov_b32 v254, 0
  s_endpgm
