# random program (seed 9054 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg image2d_rd, 16, 16
  .config
    .hsa_scratchbuffer 6024
    .tgsize
    .wavefront_size 2
    .dims 
    .spilledvgprs 34
    .wavefront_sgpr_count 3
    .kernarg_segment_size 903
    .use_dispatch_id
    .privmode
    .default_hsa_features
    .localsize 7317
    .dx10clamp
    .debugmode
    .kernel_code_prefetch_size 1941
.kernel k1
  .args
    .arg image2d_wr, 8, 4
    .arg image2d_rd, 4
    .arg gridoffset, 8, 8, 32
  .proginfo
    .entry 0xa74b, 0x4ae8fa60
    .entry 0xae4a, 0xba07367d
    .entry 0x5682, 0xb60df679
    .entry 0xc978, 0x1c4cdf8d
.kernel k2
  .args
    .arg image2d_wr, 12
    .arg sampler, 8, 8
    .arg griddim, 8, 8
  .config
    .spilledsgprs 7
    .priority 3
    .private_elem_size 16
    .localsize 29359
    .hsa_privmode
    .ieeemode
    .use_ordered_append_gds
    .hsa_priority 1
    .dx10clamp
    .pgmrsrc1 0x1b146d1e
    .use_xnack_enabled
    .debugmode
  .control_directive
    .fill 32, 4, 0x6a3580f7
.kernel k3
  .args
    .arg image2d_rd, 4, 8, 2, sext
    .arg image3d_wr, 12
    .arg image3d_wr, 12
.globaldata
gd: .int 961, 345
.text
.section .usr, "aw"
usrlab: .byte 1,2,3
.weak wsym
wsym = 0x1234
.text
k2:
  .skip 256
  s_nop 0
  v_mov_b32 v222, 0
  s_endpgm
k1:
  v_add_u32 v29, vcc, v1, v2
  s_endpgm
k0:
  .skip 256
  s_nop 0
  s_nop 0
  s_endpgm
k3:
  v_mov_b32 v14, 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
