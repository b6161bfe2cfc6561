# random program (seed 9045 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg image3d_rd, 8, 8, 16, sext, gridoffset
    .arg image2d_wr, 16, 16, 16, 
    .arg gridoffset, 8, 4, 1, zext
    .arg global, 8
    .arg image3d_wr, 3, 16
  .config
    .dims 
    .kernel_code_entry_offset 3948
    .priority 3
    .hsa_exceptions 1
    .hsa_sgprsnum 93
    .spilledsgprs 8
    .sgprsnum 0
    .workitem_private_segment_size 7539
    .floatmode 0x9b
    .use_debug_enabled
.scratchsym scr
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.text
k0:
  .skip 256
  v_mov_b32 v194, 0
  s_endpgm
