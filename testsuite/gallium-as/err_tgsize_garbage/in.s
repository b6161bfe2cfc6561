# error: tgsize garbage
.kernel k
  .config
    .tgsize 1
.text
k:
  s_endpgm
