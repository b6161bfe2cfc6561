# error: hsa code none
.kernel k
  .config
    .dims x
.text
  s_nop 0
k:
