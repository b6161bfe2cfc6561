# kernel entries not aligned to 256 bytes
.kernel a
  .config
    .dims x
.kernel b
  .config
    .dims x
.kernel c
.text
a:
  s_nop 0
b:
  s_nop 1
c:
  s_mov_b32 s9, 0
  s_endpgm
