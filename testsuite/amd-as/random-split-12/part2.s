.kernel k1
.text
.config
    .arg a1,  float4*, constant, restrict const
    .arg a0,  sampler
    .arg a4,  sampler
    .vgprsnum 173
    .userdata imm_kernel_arg, 0, 6, 6
    .useconstdata
    .arg a2, "float*", structure, 57
    .userdata IMM_CONST_BUFFER, 0, 2, 8
    .condout 4
    .userdata PTR_CONST_BUFFER_TABLE, 3, 5, 10
    .arg a3,  uint*, local, volatile restrict, unused
.data
.fill 6, 1, 88
.p2align 1
kd1: .int 3
.text
s_mov_b64 vcc, s[26:27]
s_mov_b32 s87, 46
s_nop 1
s_mov_b32 s97, 44
.int 41223
s_mov_b32 s67, 5
s_mov_b32 s54, 45
