# 128 more bytes
.kernel k
  .control_directive
    .fill 128, 1, 2
.text
k:
  .skip 256
  s_endpgm
