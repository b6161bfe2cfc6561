# LLVM 4.0 on GCN 1.0, 64-bit: switches of both kinds in one kernel
.kernel k
  .args
    .arg image2d_wr, 8
    .arg sampler, 4
  .config
    .dims xz
    .ieeemode
    .dx10clamp
    .debugmode
    .privmode
    .tgsize
    .hsa_ieeemode
    .hsa_privmode
    .use_ordered_append_gds
    .use_ptr64
    .use_dynamic_call_stack
    .use_debug_enabled
.text
k:
  .skip 256
  s_endpgm
