# random program (seed 9028 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg griddim, 1, 16
    .arg sampler, 16, 4
  .config
    .hsa_floatmode 40
    .kernarg_segment_size 552
    .workitem_private_segment_size 9013
    .dims xz
    .ieeemode
    .hsa_exceptions 63
    .floatmode 0x81
    .exceptions 0x4b
    .use_private_segment_size
    .group_segment_align 256
    .use_flat_scratch_init
    .vgprsnum 6
    .spilledsgprs 20
    .hsa_dims yz
    .kernel_code_prefetch_size 1621
.globaldata
gd: .int 383, 842
.text
.text
k0:
  .kcode +k0
  s_mov_b32 s75, 1
  v_mov_b32 v164, 1
  .kcodeend
  .skip 256
  s_nop 0
  v_add_u32 v86, vcc, v1, v2
  v_mov_b32 v42, 0
  v_mov_b32 v115, 0
  v_mov_b32 v150, 0
  s_endpgm
