.globaldata
.int 0xbbb8f33d
.int 54500
v_mov_b32 v105, s80
v_mov_b32 v180, s42
s_endpgm
.kernel k0
.config
    .arg a0,  image, rdonly
    .arg a2,  structure, 71
    .useprintf
    .arg a1, "x y", void*, constant, 
    .uavprivate 11
    .dims zyx
    .condout 2
.text
s_and_b32 s24, s27, 0xecdc4
.int 0x58cec82d
s_nop 1
s_mov_b32 s4, 26
v_mov_b32 v127, s27
.kernel k0
.text
s_mov_b32 s99, 9
s_endpgm
.kernel k1
.header
.fill 27, 1, 172
.inputsamplers
.sampler 3, 0
.scratchbuffers
.int 48
.calnote 26
.byte 1, 2, 3
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1025\n"
.ascii ";function:1:1027\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.condout
.int 126
.subconstantbuffers
.persistentbuffers
.text
s_mov_b32 s43, 28
s_and_b32 s77, s53, 0x670af
s_mov_b64 vcc, s[66:67]
v_mov_b32 v204, s1
v_add_f32 v80, v83, v27
s_endpgm
.kernel k2
.kernel k2
.text
.config
    .arg a0,  char*, constant
    .localsize 1331
    .pgmrsrc2 0xf4b1e643
    .arg a3,  image2d_array, , 1
    .dims z
    .arg a7,  float
    .useprintf
    .ieeemode
    .arg a1,  counter32
    .arg a2,  uchar4, unused
    .arg a6,  float*, local, const, unused
    .arg a4,  image
    .arg a5,  char
.text
.kernel k2
.text
s_mov_b32 s57, 63
s_and_b32 s41, s90, 0x16a2f
s_mov_b32 s77, 44
v_add_f32 v136, v23, v155
s_add_u32 s49, s53, s20
s_mov_b32 s99, 50
s_endpgm
