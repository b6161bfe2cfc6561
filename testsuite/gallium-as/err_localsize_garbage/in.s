# error: localsize garbage
.kernel k
  .config
    .localsize 10 20
.text
k:
  s_endpgm
