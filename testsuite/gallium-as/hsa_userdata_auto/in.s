# LLVM 4.0: user data count from the HSA inputs, capped at 16; explicit .userdatanum wins
.kernel a
  .config
    .dims x
.kernel b
  .config
    .dims x
    .use_private_segment_buffer
    .use_kernarg_segment_ptr
    .use_grid_workgroup_count x
.kernel c
  .config
    .dims x
    .use_private_segment_buffer
    .use_dispatch_ptr
    .use_queue_ptr
    .use_kernarg_segment_ptr
    .use_dispatch_id
    .use_flat_scratch_init
    .use_private_segment_size
    .use_grid_workgroup_count xyz
.kernel d
  .config
    .dims x
    .use_dispatch_ptr
    .userdatanum 3
.text
a:
  .skip 256
  s_endpgm
.p2align 8
b:
  .skip 256
  s_endpgm
.p2align 8
c:
  .skip 256
  s_endpgm
.p2align 8
d:
  .skip 256
  s_endpgm
