# LLVM 4.0, kernels without .config: no HSA header needed
.kernel a
  .args
    .arg global, 8
.kernel b
  .proginfo
    .entry 0xb848, 0x000c0081
    .entry 0xb84c, 0x0000008c
    .entry 0xb860, 0
.text
a:
  s_endpgm
b:
  s_endpgm
