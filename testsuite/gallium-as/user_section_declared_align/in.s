# a user section's sh_addralign is the align= of its .section; .p2align in
# it pads its bytes but does not change it
.kernel a
.text
a:  s_endpgm
.section .foo, "a"
    .byte 1
    .p2align 5
    .byte 2
.section .bar, "aw", @progbits align=8
    .byte 3
    .p2align 6
    .byte 4
