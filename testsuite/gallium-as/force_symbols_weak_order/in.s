# -S adds the weak symbols in the order clrxasm visits its symbol table
.gallium
.kernel k
.text
k:
s_mov_b32 s0, wa0
.weak wa0
wa0=5
s_mov_b32 s0, wa7
.weak wa7
wa7=5
s_mov_b32 s0, wa3
.weak wa3
wa3=5
.weak wz6
wz6: s_nop 0
wb4: s_nop 1
s_mov_b32 s0, wx2
.weak wx2
wx2=5
.weak wz8
wz8 = 5
.weak wz1
wz1: s_nop 0
.weak wq5
wq5: s_nop 0
s_endpgm
