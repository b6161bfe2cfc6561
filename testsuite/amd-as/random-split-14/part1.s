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
