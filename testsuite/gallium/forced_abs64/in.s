# -S in a 64-bit ELF: a weak absolute symbol, a weak symbol in .rodata would
# be listed the same way; local labels and the kernel are not added
.gallium
.kernel k
    .config
        .dims x
.globaldata
        .int 7
lab:    .int 8
.weak wa
wa = 0x123456789
.text
k:      s_endpgm
