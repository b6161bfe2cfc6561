# error: localsize too high
.kernel k
  .config
    .localsize 32769
.text
k:
  s_endpgm
