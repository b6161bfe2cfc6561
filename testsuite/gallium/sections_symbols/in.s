# Mesa 17 headers (old layout), the program's own .comment, user sections
# (progbits, nobits, align=), -S with a weak symbol in a user section
.gallium
.driver_version 170000
.kernel k
    .config
        .dims x
.section .comment
        .ascii "my compiler 1.0"
.section .foo, "aw"
        .fill 20, 4, 1
fooweak:
        .byte 3
.section .bar, "a", @nobits
        .skip 16
.section .baz, "a", @progbits align=32
        .byte 5
.weak fooweak
.text
k:      s_endpgm
        s_mov_b32 s3, fooweak
