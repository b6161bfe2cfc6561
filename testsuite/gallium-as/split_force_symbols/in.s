# -S over three objects: the weak symbols come in the order clrxasm visits
# the symbol table of the concatenated source
.kernel main
  .config
    .dims x
.text
main:
  .weak wz9, wa1
  wz9: s_mov_b32 s0, wq5
  wa1: s_nop 0
  s_endpgm
.text
.p2align 8
# part 2
.weak wq5, wy3
wq5 = 12
wy3: s_nop 1
  s_endpgm
.text
.p2align 8
# part 3
.weak wb7
wb7 = 13
wx2: s_endpgm
