# -A GCN1.4 with LLVM 4.0: machine version of the architecture's default GPU
.kernel k
  .config
    .dims x
    .use_kernarg_segment_ptr
.text
k:
  .skip 256
  s_endpgm
