# error: old llvm reserved sgprs
.kernel k
  .config
    .dims x
    .reserved_sgprs 1, 2
.text
k:
  s_endpgm
