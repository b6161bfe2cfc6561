# several scratch symbols: clrxasm writes their relocations symbol by symbol,
# in the order it visits its symbol table
.scratchsym sc
.scratchsym sa
.scratchsym sb
.kernel a
.text
a:  s_mov_b32 s0, sa
    s_mov_b32 s1, sb
    s_mov_b32 s2, sc
    s_mov_b32 s3, sa
    s_mov_b32 s4, sb>>32
    s_endpgm
