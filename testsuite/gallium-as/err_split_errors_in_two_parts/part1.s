# separate error: an assembler error in each of two parts
.kernel k
  .config
    .dims xw
.text
k:
  s_endpgm
