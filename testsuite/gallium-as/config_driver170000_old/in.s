# driver 17.0 headers with an old LLVM
.kernel k
  .args
    .arg global, 8
  .config
    .dims x
.text
k:
  s_endpgm
