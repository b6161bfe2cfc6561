# random program (seed 9002 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg scalar, 16, 4
    .arg sampler, 2, 4
    .arg sampler, 4
  .proginfo
    .entry 0xb8a4, 0xd2ff9cac
.kernel k1
  .config
    .hsa_localsize 28866
    .spilledvgprs 11
    .dx10clamp
    .use_ptr64
    .hsa_scratchbuffer 7869
    .scratchbuffer 25679
    .hsa_dims y
    .use_xnack_enabled
    .max_scratch_backing_memory 242914032913
    .private_segment_align 16
    .localsize 30917
.text
.text
k0:
  s_nop 0
  v_add_u32 v55, vcc, v1, v2
  v_add_u32 v99, vcc, v1, v2
  s_mov_b32 s80, 68
  s_endpgm
k1:
  .kcode +k1
  s_mov_b32 s64, 1
  v_mov_b32 v17, 1
  .kcodeend
  .skip 256
  s_mov_b32 s86, 57
  v_add_u32 v48, vcc, v1, v2
  s_nop 0
  s_endpgm
