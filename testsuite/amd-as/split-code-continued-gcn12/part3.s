.kernel k
    .text
    s_endpgm
.kernel other
    .data
    .int 5
