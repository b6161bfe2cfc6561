.section .userglobal, "a"
.byte 1,2,3
s_mov_b32 s44, 37
s_nop 1
s_and_b32 s41, s46, 0x1e55d
s_endpgm
.kernel k0
.config
    .arg a0,  char*, global, restrict const
    .userdata imm_kernel_arg, 1, 12, 1
    .arg a3,  image, wronly
    .arg a2, "uint", structure, 62
    .userdata IMM_UAV, 3, 0, 3
    .userdata imm_kernel_arg, 1, 10, 3
    .condout 2
    .useprintf
    .arg a1,  sampler
    .vgprsnum 24
    .hwregion 803
    .exceptions 94
    .arg a4,  double16
    .floatmode 0x3b
    .cws 4, 8, 1
    .sampler 320
.text
s_endpgm
.kernel k0
.text
.kernel k1
.config
    .arg a0,  ulong4
    .localsize 14898
    .ieeemode
    .userdata IMM_SCRATCH_BUFFER, 3, 12, 3
    .cws 6, 3, 2
.section .kextra, "a", @nobits
.int 7
.align 16
kx1: .byte 1
.text
.kernel k1
.text
s_and_b32 s45, s22, 0xa14f0
.kernel k1
.text
v_mov_b32 v134, s35
s_mov_b32 s98, 28
v_add_f32 v217, v76, v59
s_endpgm
