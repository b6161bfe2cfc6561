# archive, LLVM 4.0: two kernels whose code is in two archive members
.kernel ka
  .config
    .dims x
.kernel kb
  .config
    .dims xyz
    .use_dispatch_ptr
