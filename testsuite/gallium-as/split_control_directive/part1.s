# separate: the control directive of k made of 64 bytes in each part
.kernel k
  .config
    .dims x
  .control_directive
    .fill 16, 4, 0x11223344
