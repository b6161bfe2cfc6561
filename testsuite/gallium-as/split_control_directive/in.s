# separate: the control directive of k made of 64 bytes in each part
.kernel k
  .config
    .dims x
  .control_directive
    .fill 16, 4, 0x11223344
.text
.p2align 8
# the rest of the control directive and the code
.kernel k
  .control_directive
    .fill 64, 1, 0x99
.text
k:
  .skip 256
  s_endpgm
