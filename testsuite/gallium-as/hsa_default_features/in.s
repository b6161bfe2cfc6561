# .default_hsa_features, then extra flags; auto user data count
.kernel a
  .args
    .arg global, 8
  .config
    .dims x
    .default_hsa_features
.kernel b
  .config
    .dims x
    .use_queue_ptr
    .default_hsa_features
    .use_dispatch_id
.text
a:
  .skip 256
  s_endpgm
.p2align 8
b:
  .skip 256
  s_endpgm
