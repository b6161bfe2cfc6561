# error: control directive long
.kernel k
  .config
    .dims x
  .control_directive
    .fill 129, 1, 0
.text
k:
  .skip 256
  s_endpgm
