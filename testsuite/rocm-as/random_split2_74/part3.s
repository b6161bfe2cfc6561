.text
.global k0
k0:
.skip 256
    s_mov_b32 s53, (gd0 - .) & 0xffff
    v_add_f32 v155, v170, v246
    .int . - gd0
    .int (gd0 - .)*3
    s_nop 1
    s_mov_b32 s100, s17
    s_endpgm
    .int ls0
    .int ls1 - k0
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
