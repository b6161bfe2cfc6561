# archive, LLVM 4.0: two kernels whose code is in two archive members
.kernel ka
  .config
    .dims x
.kernel kb
  .config
    .dims xyz
    .use_dispatch_ptr
.text
.p2align 8
# code of ka
.global ka
.text
ka:
  .skip 256
  s_endpgm
.text
.p2align 8
# code of kb
.global kb
.text
kb:
  .skip 256
  v_mov_b32 v3, 0
  s_endpgm
