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
