# GCN 1.4.1, LLVM 3.9, driver 17: five entries, spilled counts
.kernel b
  .config
    .dims xy
    .spilledsgprs 1
    .spilledvgprs 2
    .scratchbuffer 32
.kernel a
  .proginfo
    .entry 0xb848, 0x10
.text
a:
  s_endpgm
.p2align 8
b:
  s_mov_b32 s15, 0
  s_endpgm
