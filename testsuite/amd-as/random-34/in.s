.globaldata
.p2align 1
.kernel k0
.inputs
.condout
.header
.fill 23, 1, 67
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1030\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.subconstantbuffers
.data
.fill 16, 1, 86
.p2align 0
kd0: .int 3
.section .kextra, "a", @nobits
.int 7
.text
s_mov_b32 s95, 20
s_and_b32 s49, s47, 0x2cff9
v_add_f32 v182, v62, v225
v_add_f32 v66, v28, v65
s_mov_b32 s0, 0
.int 4
v_add_f32 v216, v165, v248
v_mov_b32 v194, s29
s_endpgm
.kernel k1
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";function:1:1027\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.header
.fill 11, 1, 147
.constantbuffers
.cbmask 1, 884
.uav
.entry 20, 4, 0, 5
.earlyexit 467
.section .kextra, "aw"
.int 7
.align 16
kx1: .byte 1
.text
s_add_u32 s44, s59, s83
.header
s_endpgm
.kernel k0
.text
v_add_f32 v46, v142, v48
.int 42908
s_endpgm
