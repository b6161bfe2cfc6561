# separate, LLVM 4.0: HSA configuration in part1, code with its 256 bytes in part2
.kernel k
  .args
    .arg global, 8
  .config
    .dims x
    .default_hsa_features
    .use_xnack_enabled
    .kernarg_segment_align 32
    .machine 1, 8, 0, 4
.text
.p2align 8
# the code of k
.text
k:
  .skip 256
  s_mov_b32 s8, 0
  s_endpgm
