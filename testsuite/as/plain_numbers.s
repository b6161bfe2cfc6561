# plain decimal operands, read without an expression, against the forms
# that must still be expressions: octal (010 = 8), a sum, spaces, a local
# label, a hexadecimal number, 18 and 20 digits
.fill 3 , 1 , 2
.fill 010, 1, 5
.fill 2+1, 1, 6
.byte 7
.fill 0x2, 1, 8
.p2align 2
s_mov_b32 s0, 123456789012345678
s_mov_b32 s1, 18446744073709551615
s_load_dword s6, s[ 0 : 1 ] , 2
s_branch 1f
1: s_endpgm
