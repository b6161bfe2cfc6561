.kernel k0
.config
    .arg a3,  counter32, 0, unused
    .userdata IMM_CONST_BUFFER, 1, 8, 7
    .arg a0,  char*, local, volatile
    .arg a4, "x y", counter32
    .userdata imm_kernel_arg, 0, 9, 4
    .arg a1,  image1d_buffer
    .arg a2,  float2, unused
    .userdata PTR_SAMPLER_TABLE, 1, 8, 7
.text
v_add_f32 v193, v170, v246
s_mov_b32 s36, 60
s_endpgm
.kernel k1
.persistentbuffers
.persistentbuffers
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:5\n"
.ascii ";function:1:1024\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.globalbuffers
nl416317535: .int nl416317535+2, 7
.subconstantbuffers
.int 0x7abaf35c
.header
.fill 11, 1, 119
.text
v_add_f32 v148, v164, v180
v_mov_b32 v66, s98
s_mov_b32 s41, 27
s_mov_b64 vcc, s[80:81]
v_add_f32 v0, v175, v105
s_mov_b32 s75, 29
s_mov_b32 s10, 29
s_and_b32 s90, s93, 0xe7d58
s_endpgm
.kernel k2
.config
    .arg a1,  sampler
    .arg a0,  structure, 62
    .arg a2,  long4*, global
    .arg a3,  int3
    .sgprsnum 9
    .arg a4, "float*", uchar*, constant, , 60
    .sampler 135
    .useprintf
    .dims zyx
.text
s_add_u32 s16, s56, s74
s_mov_b32 s81, 15
s_mov_b32 s3, 47
s_mov_b32 s86, 58
