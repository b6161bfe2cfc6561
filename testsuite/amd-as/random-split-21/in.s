.kernel k0
.config
    .cws 2, 8, 4
    .dims x
    .arg a1,  short*, global
    .pgmrsrc2 0xe10dc24e
    .arg a2,  structure, 10, unused
    .arg a0,  sampler
.text
.kernel k0
.text
v_mov_b32 v213, s41
s_mov_b32 s65, 63
s_mov_b32 s33, 0
s_endpgm
.kernel k1
.config
    .floatmode 0x47
    .dims xy, x
    .reqd_work_group_size 84
    .hwregion 783
    .pgmrsrc2 0xf7a0ea4b
    .printfid 12
    .userdata IMM_SCRATCH_BUFFER, 0, 3, 1
    .useprintf
    .exceptions 94
.text
s_mov_b64 vcc, s[76:77]
s_add_u32 s98, s54, s62
s_endpgm
.kernel k2
.kernel k2
.text
.header
.fill 32, 1, 0
.uav
.entry 15, 4, 0, 5
.entry 27, 4, 0, 5
nl1071387351: .int nl1071387351+2, 7
.inputs
.int 12
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.subconstantbuffers
.text
s_mov_b64 vcc, s[28:29]
v_mov_b32 v189, s81
s_mov_b32 s35, 54
.kernel k2
.text
s_endpgm
.kernel k3
.config
    .hwlocal 20367
    .userdata PTR_RESOURCE_TABLE, 0, 10, 6
    .userdata IMM_SAMPLER, 2, 10, 3
    .sgprsnum 2
    .exceptions 123
    .arg a0,  ulong2*, local, 
    .vgprsnum 160
    .arg a1, "float*", float16
    .condout 5
.data
.fill 22, 1, 102
.p2align 0
kd3: .int 3
.section .kextra
.int 7
.text
v_mov_b32 v66, s67
s_mov_b32 s23, 10
s_add_u32 s45, s12, s88
v_add_f32 v91, v117, v111
s_mov_b32 s83, 48
v_mov_b32 v39, s0
v_mov_b32 v7, s58
s_mov_b32 s6, 27
s_endpgm
.kernel k1
.text
.int 0x5ae36b51
s_endpgm
