# random program (seed 9030 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_stepping 0
.kernel k0
  .args
    .arg sampler, 8
  .config
    .machine 2, 3, 8, 5
    .use_ptr64
    .pgmrsrc1 0xa30a8e81
    .privmode
    .vgprsnum 212
    .userdatanum 12
    .workgroup_group_segment_size 4664
    .floatmode 0x4f
    .reserved_sgprs 5, 7
    .localsize 31533
    .dims 
    .ieeemode
    .hsa_pgmrsrc2 2065276606
    .workitem_private_segment_size 1351
.kernel k1
  .args
    .arg image3d_rd, 12
    .arg image3d_rd, 1
    .arg global, 3
    .arg image3d_wr, 2, 4
    .arg griddim, 2
  .proginfo
    .entry 0x222c, 0xe058eafb
    .entry 0x5548, 0xdad91ead
    .entry 0xfe15, 0x3d75b9b6
    .entry 0xddc9, 0x7aeab52c
    .entry 0xbf0f, 0x75b99fb8
.kernel k2
  .args
    .arg sampler, 4
.kernel k3
  .args
    .arg local, 4
    .arg scalar, 1, 16, 8, zext, imgsize
    .arg scalar, 2
    .arg local, 16
    .arg image3d_wr, 2, 4, 1
  .config
    .vgprsnum 132
    .hsa_debugmode
    .scratchbuffer 36467
    .sgprsnum 29
    .gds_segment_size 25915
    .call_convention 55518478
    .hsa_dims y
    .use_debug_enabled
    .tgsize
    .default_hsa_features
    .spilledvgprs 19
    .hsa_sgprsnum 90
    .debug_private_segment_buffer_sgpr 80
    .wavefront_sgpr_count 20
    .dims , y
    .workitem_private_segment_size 8764
.globaldata
gd: .int 521, 711
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.weak wsym
wsym = 0x1234
.text
k2:
  .kcode k3, +k1, -k2
  s_mov_b32 s54, 1
  v_mov_b32 v132, 1
  .kcodeend
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_nop 0
  v_add_u32 v72, vcc, v1, v2
  s_mov_b64 xnack_mask, 0
  s_nop 0
  s_endpgm
k1:
  v_add_u32 v74, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
k3:
  .skip 256
  s_nop 0
  s_nop 0
  v_mov_b32 v42, 0
  s_nop 0
  s_nop 0
  v_mov_b32 v88, 0
  s_endpgm
k0:
  .kcode +k0, -k2
  s_mov_b32 s53, 1
  v_mov_b32 v112, 1
  .kcodeend
  .skip 256
  v_mov_b32 v175, 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
