# .kcode naming kernels whose labels come later; code before any label
.kernel a
  .config
    .dims x
.kernel b
  .config
    .dims x
.text
.kcode a, b
  v_mov_b32 v9, 0
.kcodeend
b:
  s_mov_b32 s17, 0
  s_endpgm
.p2align 8
a:
  s_endpgm
