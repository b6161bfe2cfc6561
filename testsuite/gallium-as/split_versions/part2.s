# the same versions here
.llvm_version 30900
.driver_version 170000
.text
k:
  s_endpgm
