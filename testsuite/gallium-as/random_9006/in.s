# random program (seed 9006 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .proginfo
.kernel k1
  .args
    .arg griddim, 2
    .arg constant, 16, 4
  .proginfo
    .entry 0xee00, 0xb9653745
    .entry 0xf74b, 0xdb0bdb0f
    .entry 0xdf20, 0xf27cd44b
    .entry 0x516b, 0xe672b011
.kernel k2
  .config
    .spilledsgprs 11
    .kernarg_segment_align 256
    .exceptions 0x39
    .use_xnack_enabled
    .sgprsnum 97
    .dx10clamp
    .pgmrsrc2 0xadf2ef68
    .workitem_vgpr_count 194
    .gds_segment_size 12174
    .use_ptr64
    .userdatanum 4
  .control_directive
    .fill 32, 4, 0x554a16a2
.kernel k3
  .args
    .arg image3d_wr, 16
    .arg gridoffset, 16, 16, 2
    .arg image3d_wr, 8
  .config
    .dims yzx, zx
    .hsa_sgprsnum 99
    .use_private_segment_size
    .spilledsgprs 16
    .wavefront_size 64
    .exceptions 0x25
  .control_directive
    .fill 32, 4, 0x52bdb6a9
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.text
k2:
  .skip 256
  s_nop 0
  s_mov_b32 s86, 31
  v_add_i32 v42, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_mov_b32 s35, 46
  s_endpgm
k1:
  s_nop 0
  s_mov_b32 s63, 88
  s_nop 0
  s_nop 0
  s_endpgm
k0:
  v_mov_b32 v215, 0
  s_nop 0
  v_mov_b32 v124, 0
  v_mov_b32 v207, 0
  s_endpgm
k3:
  .kcode -k0, +k1, -k3
  s_mov_b32 s39, 1
  v_mov_b32 v193, 1
  .kcodeend
  .skip 256
  v_mov_b32 v98, 0
  v_add_i32 v35, vcc, v1, v2
  s_endpgm
