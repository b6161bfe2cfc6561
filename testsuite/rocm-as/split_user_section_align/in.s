# the alignment comes from the first object with a part of the section
.rocm
.kernel k0
    .config
        .dims x
.text
k0:
.skip 256
    s_endpgm
.section .myb, "a", @progbits align=16
.byte 3
.p2align 3
.byte 4
.text
.p2align 8
.section .myb, "a"
.p2align 3
.byte 5, 6
