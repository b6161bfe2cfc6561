.compile_options "-O2"
.kernel k0
.header
.fill 25, 1, 113
.proginfo
.entry 147, 54962
.entry 134, 271
.inputsamplers
.sampler 1, 1
.boolconsts
.segment 14, 36
nl236396950: .int nl236396950+2, 7
.inputs
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1025\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.section .kextra
.int 7
.text
s_mov_b32 s7, 56
s_add_u32 s51, s66, s5
s_endpgm
.kernel k1
.config
    .useprintf
    .sgprsnum 41
    .localsize 29909
    .arg a1,  int16
    .sampler 432
    .arg a0,  image1d_array, wronly
.text
s_mov_b32 s6, 52
s_mov_b64 vcc, s[36:37]
v_add_f32 v132, v35, v42
s_mov_b32 s22, 63
v_mov_b32 v162, s28
s_and_b32 s46, s17, 0x90391
s_endpgm
.kernel k0
.text
s_mov_b64 vcc, s[96:97]
v_add_f32 v123, v62, v32
s_endpgm
.main
.globaldata
gl1: .int gl1+4
.kernel k2
.config
    .exceptions 18
    .vgprsnum 7
    .uavprivate 65
    .arg a0,  long
    .hwregion 102
    .pgmrsrc2 0xb3f7357c
.text
s_mov_b32 s3, 7
v_mov_b32 v20, s4
.kernel k2
.text
.int 5
s_mov_b32 s34, 50
s_mov_b64 vcc, s[34:35]
s_endpgm
.kernel k3
.config
    .arg a1,  image1d_array, , 2, unused
    .arg a0,  int*, local
    .dims , y
    .uavid 11
    .sgprsnum 71
    .ieeemode
    .reqd_work_group_size 54
.text
s_mov_b32 s80, 10
v_mov_b32 v80, s99
s_add_u32 s6, s99, s33
.int 8
s_mov_b32 s99, 51
s_add_u32 s32, s11, s51
s_endpgm
.kernel k0
.text
.int 255
v_mov_b32 v203, s73
s_endpgm
