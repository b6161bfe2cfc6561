.rocm
.section .comment
    .ascii "my own comment"
.section .note.mine, "", @note
    .int 1, 2, 3
.section .bss.mine, "aw", @nobits
    .skip 40
.section .exec.mine, "ax"
    .byte 1, 2, 3
.kernel k
    .config
.text
k:  .skip 256
    s_endpgm
