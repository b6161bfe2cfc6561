# separate error: LLVM 4.0 .config kernel whose code (in part2) is under 256 bytes
.kernel k
  .config
    .dims x
