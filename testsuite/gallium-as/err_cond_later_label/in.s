# a condition over a label defined only later: clrxasm's error at its line
.kernel k
.text
k:  s_nop 0
.if k_end - k > 8
    .byte 1
.endif
    s_endpgm
k_end:
