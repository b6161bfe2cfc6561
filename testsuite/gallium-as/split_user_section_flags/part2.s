.section .tab, "aw", @progbits align=64
    .p2align 5
    .int 3
