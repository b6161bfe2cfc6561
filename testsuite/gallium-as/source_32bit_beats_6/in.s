# .32bit in the source beats -6 on the command line
.32bit
.kernel a
.config
.dims x
.text
a:  s_mov_b32 s0, 1
    s_endpgm
