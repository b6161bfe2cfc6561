# separate, LLVM 3.9: four objects, kernels configured in one and coded in others
.kernel k2
  .config
    .dims xy
    .spilledsgprs 9
.kernel k1
  .proginfo
    .entry 0xb848, 1
    .entry 0xb84c, 2
    .entry 0xb860, 3
    .entry 4, 5
    .entry 8, 9
.text
.p2align 8
# k1 code
.text
k1:
  s_endpgm
.text
.p2align 8
# k2 code
.text
k2:
  v_mov_b32 v31, 0
  s_endpgm
.text
.p2align 8
# k3: everything here
.kernel k3
  .args
    .arg griddim, 4
  .config
    .dims z
.text
k3:
  s_endpgm
