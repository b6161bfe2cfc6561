# arguments with a 64-bit inner ELF
.kernel k64
  .args
    .arg global, 8, 8, 8, zext, general
    .arg constant, 8, 8, 8, zext, general
    .arg image3d_rd, 8
    .arg sampler, 4
  .config
    .dims x
.text
k64:
  s_endpgm
