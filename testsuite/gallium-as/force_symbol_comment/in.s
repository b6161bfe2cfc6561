# -S: a weak symbol (comment) is added to the symbol table; locals are not
.kernel k
  .config
    .dims x
.weak w

.section .comment
  .ascii "ab"
w:
  .ascii "c"
.text
k:
  s_nop 0
  s_endpgm
local_label:
  s_endpgm
