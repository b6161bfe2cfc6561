# out-of-range values that clrxasm only warns about (masked/truncated)
.kernel t
  .config
    .floatmode 0x1ff
    .priority 7
    .exceptions 0xff
    .userdatanum 16
    .scratchbuffer 0x7fffffff
.text
t: s_endpgm
