# error: private elem size 32
.kernel k
  .config
    .private_elem_size 32
.text
k:
  .skip 256
  s_endpgm
