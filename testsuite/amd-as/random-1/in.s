.compile_options "-cl-std=CL1.2 -x"
.kernel k0
.boolconsts
.segment 31, 36
.condout 922
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.header
.fill 10, 1, 5
.text
s_mov_b32 s90, 10
v_add_f32 v157, v0, v88
s_and_b32 s49, s91, 0x66c82
s_nop 1
v_add_f32 v185, v88, v6
v_mov_b32 v120, s97
s_endpgm
.kernel k1
.config
    .hwlocal 30688
    .arg a0,  double*, global, volatile const
    .tgsize
    .arg a1, "", ushort*, global, restrict const, 23, unused
    .dims , y
    .arg a3,  long4
    .arg a4,  int, unused
    .arg a2,  counter32, 6, unused
    .pgmrsrc2 0x1280a5ae
.data
.fill 16, 1, 82
.text
s_mov_b64 vcc, s[58:59]
s_and_b32 s36, s87, 0x50928
s_mov_b32 s25, 5
s_endpgm
.kernel k2
.config
    .localsize 5563
    .userdata PTR_INTERNAL_GLOBAL_TABLE, 3, 8, 2
    .scratchbuffer 721
    .exceptions 52
    .reqd_work_group_size 17
    .arg a0, "x y", ushort16
.text
s_mov_b32 s27, 63
s_endpgm
.kernel k3
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1024\n"
.ascii ";function:1:1026\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.text
v_add_f32 v19, v61, v34
s_mov_b32 s17, 36
v_add_f32 v31, v65, v56
v_mov_b32 v139, s82
s_endpgm
