# error: private elem size 3
.kernel k
  .config
    .private_elem_size 3
.text
k:
  .skip 256
  s_endpgm
