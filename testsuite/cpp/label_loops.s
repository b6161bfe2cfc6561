# repetitions over labels and `.`: counts and conditions evaluated at their
# place, each pass after the code of the passes before it
.macro pad_to base, size
    .rept (\size - (. - \base)) / 4
        s_nop 0
    .endr
.endm
start:
    s_mov_b32 s0, 1
    pad_to start, 16
.while . - start < 24
    s_nop 1
.endr
.for i = 0, i < (. - start) / 8, i + 1
    .byte i
.endr
.ifgt . - start - 20
    .byte 0x7f
.endif
