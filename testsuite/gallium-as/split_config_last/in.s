# the kernel table comes last: its code (part1) precedes the declaration, so clrxasm counts no registers for it; the empty last part pads the code to 256 bytes
.gallium
.text
k:
  s_mov_b32 s50, 0
  v_mov_b32 v40, 0
  s_endpgm
.text
.p2align 8
.kernel k
  .config
  .dims x
