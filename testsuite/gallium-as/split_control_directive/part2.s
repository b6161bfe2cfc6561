# the rest of the control directive and the code
.kernel k
  .control_directive
    .fill 64, 1, 0x99
.text
k:
  .skip 256
  s_endpgm
