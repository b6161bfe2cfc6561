# local labels and other label forms go through unchanged
1:  .byte 1
    .byte 1b - 1b
2:  .byte 2f - 1b
2:  .byte 3
.macro lab name
\name\()_start:
    .byte 4
\name\()_end:
.endm
    lab foo
    .byte foo_end - foo_start
