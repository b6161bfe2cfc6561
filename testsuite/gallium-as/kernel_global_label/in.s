# kernel labels declared .global (not an error without -S)
.global k
.kernel k
  .config
    .dims x
.text
k:
  .skip 256
  s_endpgm
