# the program's own .comment section replaces the producer string
.kernel k
.section .comment
  .ascii "my own compiler 1.0"
.text
k:
  s_endpgm
