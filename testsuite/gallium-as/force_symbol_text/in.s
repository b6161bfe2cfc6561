# -S: a weak symbol (text) is added to the symbol table; locals are not
.kernel k
  .config
    .dims x
.weak w

.text
k:
  s_nop 0
w:
  s_nop 0
  s_endpgm
local_label:
  s_endpgm
