# -S: a weak symbol (rodata) is added to the symbol table; locals are not
.kernel k
  .config
    .dims x
.weak w

.globaldata
  .int 5
w:
  .int 6
.text
k:
  s_nop 0
  s_endpgm
local_label:
  s_endpgm
