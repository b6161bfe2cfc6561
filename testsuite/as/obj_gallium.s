# expected by hand: in the Gallium format, offsets in .rodata are plain
# numbers (as in clrxasm: r2 is 4, an inline constant in s_add_u32); a
# branch to a label of another object is a REL16 relocation
.gallium
.rodata
r1: .int 1
r2: .int 2
.text
.int r2
s_mov_b32 s0, r1 + 8
s_add_u32 s1, s1, r2
.int r1
s_branch other
s_endpgm
