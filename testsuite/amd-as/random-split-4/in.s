.policy 300
.kernel k0
.config
    .localsize 16333
    .arg a0,  long*, global, const, 
    .arg a2,  sampler
    .arg a3,  counter32
    .arg a4, "my_t", ulong
    .pgmrsrc2 0xda617a96
    .vgprsnum 99
    .userdata imm_kernel_arg, 2, 0, 5
    .arg a1,  structure*, 29, constant, volatile, 101, 
    .useconstdata
.text
.policy 300
.kernel k0
.text
s_and_b32 s46, s76, 0xe502d
s_endpgm
