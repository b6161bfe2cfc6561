# a kernel shaped like real ones: a static size check and padding that
# depend on labels and on `.`, evaluated where they stand
.macro check_fits start, end, max
    .if \end - \start > \max
        .error "the kernel does not fit"
    .endif
.endm
.kernel copy
  .config
    .dims x
.text
copy:
    s_load_dwordx2 s[4:5], s[0:1], 0
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v1, s4
    s_endpgm
copy_end:
    check_fits copy, copy_end, 64
    .rept (64 - (. - copy)) / 4
        s_nop 0
    .endr
.while . - copy < 96
    s_nop 1
.endr
