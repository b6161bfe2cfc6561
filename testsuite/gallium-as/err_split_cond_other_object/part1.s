# separate: a condition over labels of the next part: an error at -c, as in
# the concatenated source (where they are defined only later)
.kernel k
.text
k:  s_nop 0
.if helper_end - helper > 8
    .byte 1
.endif
    s_endpgm
