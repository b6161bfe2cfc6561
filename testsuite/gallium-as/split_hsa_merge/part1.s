# separate, LLVM 4.0: HSA flags of one kernel from two objects (user data count)
.kernel k
  .config
    .dims x
    .use_dispatch_ptr
    .use_kernarg_segment_ptr
