.64bit
.get_driver_version drv1
.int drv1
.kernel k0
.config
    .uavid 18
    .useprintf
    .arg a0,  void*, global
    .cws 32, 6, 4
    .dims xyz
    .reqd_work_group_size 192
    .userdata IMM_UAV, 0, 10, 2
.text
.int 10
.int 15
s_mov_b64 vcc, s[30:31]
s_mov_b64 vcc, s[8:9]
v_add_f32 v16, v114, v190
s_nop 1
.int 113
s_mov_b32 s91, 41
s_endpgm
.main
.globaldata
gl0: .int gl0+4
.kernel k1
.calnote
.scratchbuffers
.subconstantbuffers
.int 278
nl169183717: .int nl169183717+2, 7
.condout
.int 13
.uav
.entry 29, 4, 0, 5
.entry 22, 4, 0, 5
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "abc\n"
.ascii ";reflection:0:int\n"
.uav
nl430682470: .int nl430682470+2, 7
.header
.fill 5, 1, 28
.section .kextra, "a", @nobits
.int 7
.text
s_mov_b32 s63, 0
v_mov_b32 v250, s86
s_mov_b32 s90, 30
s_mov_b32 s49, 18
v_add_f32 v74, v80, v32
v_mov_b32 v33, s84
s_endpgm
.kernel k0
.text
s_mov_b32 s15, 14
s_endpgm
.kernel k2
.config
    .floatmode 0xb
    .arg a0,  image1d_buffer, read_only
    .arg a2, "uint", structure*, 66, constant, const, 196
    .arg a3,  uint*, constant, 
    .arg a1,  structure, 54
    .arg a4,  float*, local
    .reqd_work_group_size 229
.text
v_mov_b32 v252, s68
v_add_f32 v237, v223, v183
s_endpgm
