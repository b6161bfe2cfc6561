# .dims with no operand is accepted by clrxasm
.kernel k
  .config
    .dims
.text
k:
  s_endpgm
