# -S: a weak symbol (user) is added to the symbol table; locals are not
.kernel k
  .config
    .dims x
.weak w

.section .user1
  .byte 0
w:
  .byte 1
.text
k:
  s_nop 0
  s_endpgm
local_label:
  s_endpgm
