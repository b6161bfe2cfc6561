# error: control directive short
.kernel k
  .config
    .dims x
  .control_directive
    .fill 100, 1, 0
.text
k:
  .skip 256
  s_endpgm
