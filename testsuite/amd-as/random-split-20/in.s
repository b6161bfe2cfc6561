.kernel k0
.kernel k0
.text
.config
    .arg a2,  structure, 59
    .vgprsnum 143
    .arg a0,  char*, constant, restrict, , 
    .arg a3, "", ulong, unused
    .arg a1,  image3d
    .userdata IMM_UAV, 0, 1, 12
    .hwlocal 21036
    .ieeemode
    .userdata IMM_SAMPLER, 0, 3, 6
    .cbid 12
    .arg a4,  uchar*, global
.data
.fill 16, 1, 85
.p2align 2
kd0: .int 3
.section .kextra align=8
.int 7
.text
v_mov_b32 v17, s23
.kernel k0
.text
v_mov_b32 v72, s78
s_nop 1
.kernel k0
.text
s_endpgm
