.globaldata
.int 3
.int 0x9d1af91a
.int 193
.section .userglobal, "a"
.byte 1,2,3
.align 8
.main
.kernel k0
.uavmailboxsize
nl933156910: .int nl933156910+2, 7
.calnote 1
.byte 1, 2, 3
.header
.fill 33, 1, 215
.boolconsts
.segment 18, 17
.data
.fill 12, 1, 231
.text
s_mov_b32 s50, 24
s_and_b32 s70, s67, 0x95ffc
.cws 0, 1
s_mov_b32 s81, 30
v_mov_b32 v22, s29
s_endpgm
