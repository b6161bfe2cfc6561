# random program (seed 9042 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_minor 9
.kernel k0
  .args
    .arg image2d_rd, 2, 4
    .arg constant, 2, 16, 1
    .arg gridoffset, 8, 8, 4, sext
  .config
    .hsa_floatmode 102
    .vgprsnum 105
    .kernarg_segment_size 297
    .tgsize
    .scratchbuffer 58592
    .group_segment_align 16
    .userdatanum 12
  .control_directive
    .fill 32, 4, 0x94c1c8ff
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.text
k0:
  .kcode -k0
  s_mov_b32 s45, 1
  v_mov_b32 v191, 1
  .kcodeend
  .skip 256
  s_nop 0
  s_nop 0
  s_endpgm
