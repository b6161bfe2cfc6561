.kernel k
.text
k:  .skip 256
    s_getpc_b64 s[0:1]
    s_add_u32 s0, s0, table.got - . + 4
    s_mov_b32 s2, . - table
    s_endpgm
