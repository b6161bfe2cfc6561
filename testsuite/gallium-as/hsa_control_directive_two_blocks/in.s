# .control_directive opened twice for one kernel: 64 + 64 bytes
.kernel k
  .config
    .dims x
  .control_directive
    .fill 16, 4, 0xaabbccdd
.kernel k2
  .config
    .dims x
  .control_directive
    .int 1, 2, 3, 4
    .fill 112, 1, 9
.kernel k
  .control_directive
    .fill 64, 1, 0x77
.text
k:
  .skip 256
  s_endpgm
.p2align 8
k2:
  .skip 256
  s_endpgm
