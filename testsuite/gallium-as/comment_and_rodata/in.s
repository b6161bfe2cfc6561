# .comment, .globaldata and a user section together, 64-bit
.kernel k
.globaldata
  .int 42
.section .comment
  .ascii "xyz"
.section .note.mine
  .int 1
.text
k:
  s_endpgm
