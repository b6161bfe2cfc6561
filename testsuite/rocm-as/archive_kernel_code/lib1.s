# defines k2 (global) for part1
.global k2
.globaldata
.global table
table: .int 1, 2, 3
.text
k2:
.skip 256
    s_load_dwordx2 s[0:1], s[4:5], 0
    v_mov_b32 v17, 0
    s_endpgm
    .int table - k2
