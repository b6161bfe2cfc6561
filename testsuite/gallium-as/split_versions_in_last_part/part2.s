.gallium
.driver_version 170000
.llvm_version 30900
.kernel k
  .config
    .dims x
    .spilledsgprs 4
