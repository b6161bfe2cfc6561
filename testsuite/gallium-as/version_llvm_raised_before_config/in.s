# kernel declared with an old LLVM, .llvm_version 40000, then configured
.kernel k
  .args
    .arg global, 8
.llvm_version 40000
.kernel k
  .config
    .dims xy
    .use_dispatch_ptr
.text
k:
  .skip 256
  s_endpgm
