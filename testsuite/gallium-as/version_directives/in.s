# .driver_version/.llvm_version in the source override the command line
.driver_version 170000
.llvm_version 40000
.kernel k
  .config
    .dims x
.text
k:
  .skip 256
  s_endpgm
