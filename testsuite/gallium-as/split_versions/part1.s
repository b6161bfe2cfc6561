# separate: versions given by .llvm_version/.driver_version in every part
.llvm_version 30900
.driver_version 170000
.kernel k
  .config
    .dims x
    .spilledsgprs 3
