.kernel k0
.constantbuffers
.cbid 4, 801
.cbmask 0, 1201
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1025\n"
.ascii ";function:1:1024\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.header
.fill 31, 1, 80
.data
.fill 27, 1, 58
.text
s_mov_b64 vcc, s[68:69]
v_mov_b32 v158, s81
v_mov_b32 v119, s96
v_add_f32 v92, v9, v206
s_mov_b64 vcc, s[4:5]
s_mov_b32 s22, 31
s_and_b32 s93, s1, 0xb9b29
s_mov_b32 s9, 1
s_endpgm
.kernel k1
.arg
.globalbuffers
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1030\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.header
.fill 31, 1, 169
.uavmailboxsize
.text
s_nop 1
s_endpgm
.main
.globaldata
gl1: .int gl1+4
.kernel k2
.config
    .printfid 8
    .arg a0,  uchar
    .floatmode 0x4a
    .dims xy
    .ieeemode
    .arg a1,  uint*, global
    .sampler 237, 132
    .arg a2, "my_t", sampler
.text
s_and_b32 s47, s70, 0x5273
s_endpgm
.main
.globaldata
gl2: .int gl2+4
