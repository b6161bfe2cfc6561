# separate error: LLVM 4.0 .config kernel whose code (in part2) is under 256 bytes
.kernel k
  .config
    .dims x
.text
.p2align 8
# too short
.text
k:
  .skip 128
  s_endpgm
