# separate: the first .section of a user section gives its flags and its
# declared alignment, as in the concatenated source
.kernel a
.text
a:  s_endpgm
.section .tab, "a", @progbits align=16
    .int 1, 2
.text
.p2align 8
.section .tab, "aw", @progbits align=64
    .p2align 5
    .int 3
