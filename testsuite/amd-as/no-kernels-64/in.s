/* no kernel: the outer binary has no .rodata and no .text */
.compile_options "opts"
.globaldata
gd: .int 1, 2, 3
    .byte gd+4
.section .mysect, "aw"
    .ascii "user data"
.section .nob, "a", @nobits
    .skip 16
