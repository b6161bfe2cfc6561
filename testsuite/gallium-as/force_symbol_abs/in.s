# -S: a weak symbol (abs) is added to the symbol table; locals are not
.kernel k
  .config
    .dims x
.weak w
w = 0x1234
.text
k:
  s_nop 0
  s_endpgm
local_label:
  s_endpgm
