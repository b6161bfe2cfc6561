.driver_version 112402
.section .userglobal, "a"
.byte 1,2,3
.align 8
.main
.kernel k0
.driver_version 112402
.kernel k0
.text
.config
    .scratchbuffer 735
    .userdata IMM_VERTEX_BUFFER, 3, 3, 7
    .dims zyx
    .userdata IMM_VERTEX_BUFFER, 2, 8, 4
    .userdata PTR_CONST_BUFFER_TABLE, 2, 5, 3
    .arg a0,  image2d, 
    .localsize 27676
.data
.fill 28, 1, 247
.p2align 0
kd0: .int 3
.section .kextra align=8
.int 7
.text
.driver_version 112402
.kernel k0
.text
s_mov_b32 s77, 0
s_add_u32 s8, s55, s88
.int 15
v_mov_b32 v136, s48
.driver_version 112402
.kernel k0
.text
v_mov_b32 v53, s32
s_mov_b32 s63, 2
s_mov_b32 s80, 0
s_and_b32 s82, s48, 0xfd3e1
s_endpgm
