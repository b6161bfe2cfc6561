# error: sgprsnum too high
.kernel k
  .config
    .sgprsnum 105
.text
k:
  s_endpgm
