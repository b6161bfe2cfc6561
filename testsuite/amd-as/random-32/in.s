.globaldata
.int 4619
.int 128
.int 0x975790e8
.int 4
.get_driver_version drv5
.int drv5
.kernel k0
.header
.fill 37, 1, 225
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.data
.fill 9, 1, 218
.text
s_mov_b32 s90, 57
s_mov_b32 s38, 5
v_mov_b32 v239, s65
s_and_b32 s22, s78, 0xd7033
s_mov_b32 s18, 31
s_mov_b32 s21, 15
s_mov_b32 s59, 55
s_and_b32 s31, s11, 0x8f7d0
s_endpgm
