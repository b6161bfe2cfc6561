# random program (seed 9024 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .config
    .dx10clamp
    .private_elem_size 4
    .tgsize
    .sgprsnum 2
    .hsa_ieeemode
    .dims zy, z
    .wavefront_size 256
    .use_ptr64
.text
.text
k0:
  .skip 256
  s_nop 0
  s_nop 0
  v_add_i32 v62, vcc, v1, v2
  s_endpgm
