.64bit
.policy 200
.driver_info "@(#) OpenCL 1.2 AMD-APP (1912.5).  Driver version: 1912.5 (VM)"
.section .userglobal
.byte 1,2,3
.align 8
.main
.kernel k0
.config
    .userdata ptr_so_buffer_table, 3, 6, 3
    .userdata PTR_RESOURCE_TABLE, 2, 7, 4
    .condout 5
    .arg a0,  long3
.text
.int 34648
s_mov_b32 s65, 22
s_and_b32 s49, s82, 0x9c763
v_mov_b32 v180, s66
s_mov_b32 s49, 11
s_add_u32 s13, s73, s35
s_mov_b32 s31, 3
s_endpgm
.main
.globaldata
gl0: .int gl0+4
.kernel k1
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1030\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.constantbuffers
.cbid 3, 1476
.section .kextra align=8
.int 7
.align 16
kx1: .byte 1
.text
v_mov_b32 v163, s35
s_nop 1
s_endpgm
