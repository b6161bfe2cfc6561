# error: .control_directive before any kernel
.control_directive
.kernel k
  .config
    .dims x
.text
k:
  .skip 256
  s_endpgm
