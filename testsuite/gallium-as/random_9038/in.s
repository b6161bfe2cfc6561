# random program (seed 9038 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_minor 6
.arch_stepping 9
.kernel k0
  .proginfo
    .entry 0xe5, 0xc149605d
.globaldata
gd: .int 634, 714
.scratchsym scr
.text
.weak wsym
wsym = 0x1234
.text
k0:
  .kcode k0
  s_mov_b32 s85, 1
  v_mov_b32 v83, 1
  .kcodeend
  s_nop 0
  s_mov_b32 s15, scr>>32
  s_endpgm
