# more settings of k
.kernel k
  .args
    .arg scalar, 4
  .config
    .localsize 2000
    .tgsize
    .ieeemode
.text
  s_endpgm
