# .get_*_version reflect .llvm_version/.driver_version set earlier in the source
.llvm_version 30900
.driver_version 170001
.get_llvm_version lv
.get_driver_version dv
.kernel k
  .config
    .dims x
    .spilledsgprs lv - 30900 + 2
.globaldata
  .int lv, dv
.text
k:
  s_endpgm
