# separate error: control directive of 192 bytes over two objects
.kernel k
  .config
    .dims x
  .control_directive
    .fill 64, 1, 1
.text
.p2align 8
# 128 more bytes
.kernel k
  .control_directive
    .fill 128, 1, 2
.text
k:
  .skip 256
  s_endpgm
