.driver_info "AMD-APP (x.y)"
.kernel k0
.config
    .arg a2,  image1d_buffer, rdonly
    .exceptions 98
    .hwlocal 20100
    .arg a0,  ushort*, global
    .sampler 39, 14
    .cws 17, 2, 2
    .arg a1,  double4
    .vgprsnum 70
.text
s_mov_b32 s98, 18
v_add_f32 v79, v12, v132
s_mov_b32 s70, 23
s_mov_b32 s25, 10
v_mov_b32 v199, s60
s_and_b32 s27, s75, 0x478d0
s_and_b32 s5, s51, 0x25de7
v_mov_b32 v144, s64
s_endpgm
.kernel k1
.config
    .arg a1,  sampler
    .arg a2,  float
    .userdata IMM_VERTEX_BUFFER, 0, 11, 3
    .pgmrsrc2 0xffe3de78
    .useconstdata
    .arg a0,  char*, local, volatile
    .useprintf
    .userdata imm_kernel_arg, 1, 0, 16
    .userdata PTR_UAV_TABLE, 3, 5, 10
.section .kextra, "aw"
.int 7
.text
s_mov_b32 s48, 36
v_add_f32 v196, v68, v213
s_mov_b32 s42, 54
s_mov_b32 s28, 56
s_endpgm
.kernel k0
.text
s_add_u32 s27, s93, s12
s_mov_b32 s36, 13
v_mov_b32 v51, s45
s_endpgm
.kernel k2
.subconstantbuffers
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1025\n"
.ascii ";function:1:1024\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.header
.fill 10, 1, 243
.globalbuffers
.int 180
.persistentbuffers
.int 49516
.data
.fill 22, 1, 226
.p2align 0
kd2: .int 3
.text
s_and_b32 s52, s58, 0x5f42b
s_add_u32 s24, s37, s62
s_and_b32 s62, s96, 0xc28f0
v_add_f32 v126, v150, v89
v_mov_b32 v232, s3
s_mov_b64 vcc, s[30:31]
s_mov_b32 s88, 24
v_mov_b32 v222, s22
s_endpgm
.main
.globaldata
gl2: .int gl2+4
.kernel k3
.config
    .arg a0, "x y", void*, global, restrict, 21
.userdata FOO, 1, 2, 3
    .arg a4, "uint", long, unused
    .arg a3,  structure, 24
    .arg a1,  long8*, global, restrict const, 21
    .userdata PTR_UAV_TABLE, 2, 5, 11
    .arg a2,  structure, 1
.text
s_and_b32 s25, s11, 0x83cff
v_add_f32 v224, v136, v190
v_add_f32 v231, v49, v7
v_add_f32 v151, v46, v237
s_mov_b32 s14, 4
s_mov_b32 s69, 49
s_endpgm
