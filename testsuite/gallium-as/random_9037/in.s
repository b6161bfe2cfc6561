# random program (seed 9037 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg scalar, 4, 4, 8, zext
    .arg gridoffset, 2, 16, 2
    .arg image3d_rd, 12
  .proginfo
    .entry 0x3553, 0x6ad469ce
    .entry 0x61a, 0xd63ab9f6
.kernel k1
  .args
    .arg sampler, 2, 4, 16, sext
    .arg global, 8, 8, 4, sext, imgformat
    .arg local, 4
    .arg image3d_wr, 8
  .config
    .pgmrsrc1 0x94cc29d6
    .priority 1
    .hsa_vgprsnum 174
    .hsa_exceptions 113
    .private_segment_align 16
    .vgprsnum 132
    .reserved_sgprs 46, 62
    .use_queue_ptr
    .hsa_pgmrsrc2 2730724770
    .kernarg_segment_align 64
    .sgprsnum 29
    .spilledvgprs 10
.kernel k2
  .args
  .proginfo
    .entry 0xdf59, 0x8e394a5
.kernel k3
  .proginfo
    .entry 0x8e3c, 0xda0d2c25
    .entry 0x68ab, 0x5b2ac2b
    .entry 0x2ff3, 0x22f0cb94
.scratchsym scr
.text
.text
k3:
  v_mov_b32 v154, 0
  v_mov_b32 v54, 0
  s_mov_b32 s17, 77
  s_nop 0
  s_mov_b32 s11, scr&0xffffffff
  s_mov_b64 xnack_mask, 0
  s_endpgm
k1:
  .kcode k0
  s_mov_b32 s20, 1
  v_mov_b32 v133, 1
  .kcodeend
  .skip 256
  s_nop 0
  s_mov_b32 s2, scr&0xffffffff
  s_mov_b32 s51, 84
  v_add_u32 v23, vcc, v1, v2
  s_mov_b32 s14, scr>>32
  s_nop 0
  s_endpgm
k2:
  .kcode k3, +k0, +k2, k1
  s_mov_b32 s72, 1
  v_mov_b32 v143, 1
  .kcodeend
  s_nop 0
  s_mov_b32 s22, 91
  s_endpgm
k0:
  .kcode +k2, k1, -k3, -k0
  s_mov_b32 s24, 1
  v_mov_b32 v65, 1
  .kcodeend
  s_nop 0
  v_add_u32 v82, vcc, v1, v2
  s_endpgm
