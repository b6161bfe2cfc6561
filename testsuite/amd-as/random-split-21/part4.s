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
