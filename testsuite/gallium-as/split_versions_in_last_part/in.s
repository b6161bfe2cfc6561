# the kernel table with .driver_version/.llvm_version comes last: the versions it sets are those of the binary
.gallium
.text
k:
  s_mov_b32 s3, 0
  s_endpgm
.text
.p2align 8
.driver_version 170000
.llvm_version 30900
.kernel k
  .config
    .dims x
    .spilledsgprs 4
