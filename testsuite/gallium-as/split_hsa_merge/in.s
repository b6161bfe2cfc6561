# separate, LLVM 4.0: HSA flags of one kernel from two objects (user data count)
.kernel k
  .config
    .dims x
    .use_dispatch_ptr
    .use_kernarg_segment_ptr
.text
.p2align 8
# more flags, and the code
.kernel k
  .config
    .use_queue_ptr
    .use_grid_workgroup_count xy
    .private_elem_size 8
.text
k:
  .skip 256
  s_endpgm
