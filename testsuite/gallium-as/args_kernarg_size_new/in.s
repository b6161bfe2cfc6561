# LLVM 4.0: kernarg_segment_size computed from the arguments (gridoffset counts 12)
.kernel ka
  .args
    .arg scalar, 1
    .arg global, 8
    .arg scalar, 2, 4, 4
    .arg scalar, 16
    .arg scalar, 4, 4, 32
    .arg griddim, 4
    .arg gridoffset, 4
  .config
    .dims xyz
.text
ka:
  .skip 256
  s_endpgm
