.kernel k0
.text
.kernel k1
.earlyexit 312
.scratchbuffers
.subconstantbuffers
.inputsamplers
.sampler 2, 0
.sampler 1, 5
.inputsamplers
nl228669294: .int nl228669294+2, 7
.header
.fill 15, 1, 217
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1024\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.text
s_endpgm
.kernel k2
.config
    .pgmrsrc2 0xbe9ee695
    .useprintf
    .dims z
    .cws 23, 2, 2
.text
s_add_u32 s51, s45, s45
v_add_f32 v131, v133, v72
s_mov_b32 s55, 18
s_mov_b64 vcc, s[66:67]
s_and_b32 s66, s61, 0x180b8
v_add_f32 v178, v111, v248
s_mov_b64 vcc, s[68:69]
s_mov_b32 s61, 13
s_endpgm
.kernel k3
.config
    .exceptions 72
    .arg a1,  ushort3
    .tgsize
    .arg a3,  sampler, unused
    .arg a4,  structure, 64
    .pgmrsrc2 0x5eec91a7
    .arg a2,  image
    .vgprsnum 23
    .arg a0,  image, , 1, unused
    .dims x
.data
.fill 9, 1, 183
.text
s_nop 1
s_mov_b64 vcc, s[36:37]
s_endpgm
