.globaldata
.int 5
.int 0x13fe6c8d
.int 0x65b7496
.int 64221
.p2align 5
abs7 = 12
.global abs7
.weak wk1
wk1 = 5
.size wk1, 3
.kernel k0
.arg z, image2d, read_only, 200
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:5\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.uavopmask
.int 5
.header
.fill 2, 1, 20
.boolconsts
.segment 17, 45
.segment 19, 35
nl311094153: .int nl311094153+2, 7
.text
s_add_u32 s17, s12, s34
v_mov_b32 v78, s97
s_and_b32 s13, s80, 0x25449
s_endpgm
kl0: s_nop 0
.global kl0
