# error: old llvm private elem size
.kernel k
  .config
    .dims x
    .private_elem_size 4
.text
k:
  s_endpgm
