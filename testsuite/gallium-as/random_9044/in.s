# random program (seed 9044 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg sampler, 2
  .proginfo
    .entry 0x2586, 0xaa6c2986
    .entry 0x7f60, 0xcc86ff87
    .entry 0xc5a7, 0x4246a6ac
    .entry 0xe084, 0x437f79d3
.kernel k1
  .args
  .config
    .spilledvgprs 14
    .localsize 8356
    .vgprsnum 89
    .priority 3
    .privmode
    .hsa_exceptions 105
    .ieeemode
    .default_hsa_features
    .kernel_code_prefetch_size 1439
    .hsa_pgmrsrc1 1499936018
    .spilledsgprs 46
    .hsa_tgsize
    .codeversion 0, 0
  .control_directive
    .fill 32, 4, 0x5510d7e1
.kernel k2
  .args
    .arg scalar, 4, 4, 16, sext, imgsize
    .arg image3d_wr, 8
    .arg global, 2
    .arg griddim, 12
  .proginfo
    .entry 0xe1ce, 0x260b364e
    .entry 0x9586, 0xb9703288
    .entry 0x6aed, 0x41fec368
    .entry 0x6fb3, 0xe20bc439
    .entry 0x7908, 0x401d516d
.globaldata
gd: .int 411, 514
.text
.weak wsym
wsym = 0x1234
.text
k1:
  .skip 256
  s_nop 0
  s_nop 0
  s_mov_b32 s0, 57
  s_mov_b64 xnack_mask, 0
  s_mov_b32 s77, 34
  v_mov_b32 v185, 0
  s_endpgm
k2:
  s_nop 0
  s_endpgm
k0:
  s_nop 0
  v_mov_b32 v52, 0
  s_nop 0
  s_nop 0
  s_endpgm
