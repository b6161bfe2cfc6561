# error: userdatanum 17
.kernel k
  .config
    .userdatanum 17
.text
k:
  s_endpgm
