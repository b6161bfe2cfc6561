# random program (seed 9043 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.kernel k0
  .args
    .arg scalar, 3, 4
    .arg image3d_wr, 3
    .arg image2d_wr, 2, 16
    .arg constant, 4
  .config
    .use_ptr64
    .hsa_debugmode
    .sgprsnum 23
    .runtime_loader_kernel_symbol 394420686123912
    .scratchbuffer 97988
    .dims 
.globaldata
gd: .int 145, 375
.text
.weak wsym
wsym = 0x1234
.text
k0:
  .skip 256
  s_mov_b32 s77, 98
  s_mov_b32 s34, 89
  s_endpgm
