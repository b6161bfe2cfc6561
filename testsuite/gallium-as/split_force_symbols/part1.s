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
