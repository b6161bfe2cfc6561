# separate error: an assembler error in each of two parts
.kernel k
  .config
    .dims xw
.text
k:
  s_endpgm
.text
.p2align 8
# unknown argument type
.kernel k
  .args
    .arg pointer, 8
