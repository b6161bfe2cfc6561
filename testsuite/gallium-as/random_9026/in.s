# random program (seed 9026 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_stepping 5
.kernel k0
  .proginfo
    .entry 0x13dc, 0xe0db55f3
    .entry 0x421b, 0x9628c98f
    .entry 0x1e15, 0xedc0fea4
    .entry 0x57ca, 0x8fa143bf
    .entry 0x90d6, 0xbc91a07b
.kernel k1
  .args
    .arg image2d_wr, 1, 16, 16
  .proginfo
    .entry 0x206e, 0x3b0993ba
    .entry 0xf467, 0xbe364129
    .entry 0xa050, 0xd875cba0
.kernel k2
  .args
    .arg image3d_rd, 3, 16
    .arg sampler, 16, 8
  .proginfo
    .entry 0x470a, 0xa38e3ed7
.kernel k3
  .args
    .arg image2d_wr, 3, 4
    .arg image3d_rd, 16, 16
    .arg local, 2
    .arg global, 3
  .config
    .hsa_floatmode 188
    .hsa_exceptions 126
    .userdatanum 2
    .vgprsnum 176
    .spilledvgprs 16
    .gds_segment_size 36508
    .private_elem_size 4
    .call_convention 2605799376
    .hsa_userdatanum 1
    .dims xzy
    .tgsize
    .use_ordered_append_gds
    .use_ptr64
.globaldata
gd: .int 786, 719
.text
.section .comment
.ascii "hello comment"
.text
k1:
  s_nop 0
  s_nop 0
  s_mov_b32 s97, 82
  v_mov_b32 v244, 0
  s_mov_b32 s69, 71
  s_endpgm
k2:
  .kcode k0
  s_mov_b32 s61, 1
  v_mov_b32 v162, 1
  .kcodeend
  v_add_u32 v15, vcc, v1, v2
  s_nop 0
  s_endpgm
k0:
  .kcode k0, -k2, k3
  s_mov_b32 s41, 1
  v_mov_b32 v10, 1
  .kcodeend
  s_mov_b32 s64, 46
  s_nop 0
  s_mov_b64 flat_scratch, 0
  v_mov_b32 v108, 0
  s_nop 0
  s_nop 0
  s_endpgm
k3:
  .kcode k1, +k0, +k3
  s_mov_b32 s16, 1
  v_mov_b32 v0, 1
  .kcodeend
  .skip 256
  s_nop 0
  s_mov_b32 s54, 10
  v_mov_b32 v93, 0
  v_mov_b32 v252, 0
  s_nop 0
  s_nop 0
  s_endpgm
