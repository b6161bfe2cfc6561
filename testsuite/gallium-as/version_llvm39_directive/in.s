# .llvm_version 30900 in the source: five entries
.llvm_version 30900
.kernel k
  .config
    .dims x
    .spilledvgprs 4
.text
k:
  s_endpgm
