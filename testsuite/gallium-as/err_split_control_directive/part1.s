# separate error: control directive of 192 bytes over two objects
.kernel k
  .config
    .dims x
  .control_directive
    .fill 64, 1, 1
