# .arg: every argument type with its defaults (GCN 1.0, old layout)
.gallium
.kernel every_type
  .args
    .arg scalar, 4
    .arg constant, 8
    .arg global, 8
    .arg local, 4
    .arg image2d_rd, 8
    .arg image2d_wr, 8
    .arg image3d_rd, 8
    .arg image3d_wr, 8
    .arg sampler, 4
    .arg griddim, 4
    .arg gridoffset, 4
  .config
    .dims x
.text
every_type:
  s_endpgm
