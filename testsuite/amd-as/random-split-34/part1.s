.driver_info "AMD-APP (x.y)"
.globaldata
.int 6
.section .userglobal
.byte 1,2,3
.align 8
.main
.kernel k0
.inputs
.int 12
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.inputs
.header
.fill 18, 1, 134
.calnote 3
.byte 1, 2, 3
.uav
.entry 23, 4, 0, 5
.entry 29, 4, 0, 5
.entry 25, 4, 0, 5
.text
v_add_f32 v176, v212, v216
s_mov_b32 s37, 1
s_and_b32 s28, s54, 0xcc5cd
s_mov_b32 s54, 29
