# a kernel's code before its .kernel: the code does not count for its registers
.gallium
.text
k:
  s_mov_b32 s50, 0
  v_mov_b32 v40, 0
  s_endpgm
.kernel k
  .config
  .dims x
