# random program (seed 9000 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg image3d_rd, 1
    .arg constant, 2
    .arg constant, 2
  .config
    .dims zyx
    .private_elem_size 2
    .hsa_floatmode 99
    .hsa_scratchbuffer 9954
    .hsa_dx10clamp
    .kernarg_segment_align 32
    .kernel_code_prefetch_size 2445
    .spilledsgprs 29
    .codeversion 0, 7
.kernel k1
  .args
  .proginfo
.globaldata
gd: .int 66, 247
.scratchsym scr
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.weak wsym
wsym = 0x1234
.text
k0:
  .kcode +k0, +k1
  s_mov_b32 s37, 1
  v_mov_b32 v145, 1
  .kcodeend
  .skip 256
  s_nop 0
  s_mov_b64 xnack_mask, 0
  s_nop 0
  s_endpgm
k1:
  s_nop 0
  v_mov_b32 v237, 0
  s_nop 0
  v_add_u32 v62, vcc, v1, v2
  v_add_u32 v2, vcc, v1, v2
  s_nop 0
  s_endpgm
