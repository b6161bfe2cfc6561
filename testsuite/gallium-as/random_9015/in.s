# random program (seed 9015 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
  .config
    .hsa_dims 
    .spilledvgprs 30
    .dims 
    .pgmrsrc1 0x4890b26a
    .use_dispatch_id
    .use_flat_scratch_init
    .hsa_sgprsnum 51
    .localsize 12581
    .use_ptr64
    .hsa_pgmrsrc2 1161897820
    .kernarg_segment_align 32
.text
.weak wsym
wsym = 0x1234
.text
k0:
  .skip 256
  s_nop 0
  s_nop 0
  s_endpgm
