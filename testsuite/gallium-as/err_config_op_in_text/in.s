# error: config op in text
.kernel k
  .config
    .dims x
.text
k:
  .tgsize
  s_endpgm
