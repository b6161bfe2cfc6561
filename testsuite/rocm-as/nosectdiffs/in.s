.rocm
.nosectdiffs
.globaldata
g:  .int 1, 2
h:  .int 3
.kernel k
    .config
.text
k:  .skip 256
    s_mov_b32 s0, g
    s_mov_b32 s1, h - g
    .int h
    s_endpgm
