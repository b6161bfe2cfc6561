s_add_u32 s69, s49, s0
s_add_u32 s97, s99, s63
v_mov_b32 v104, s83
s_endpgm
.kernel k0
.config
    .hwregion 989
    .userdata IMM_CONST_BUFFER, 3, 0, 8
    .userdata IMM_CONST_BUFFER, 0, 11, 2
    .scratchbuffer 3190
    .arg a3,  counter32, 1
    .dims z
    .arg a1,  long2
    .arg a4,  structure, 34
    .arg a2,  counter32
    .sampler 382, 352
    .arg a0,  sampler
.text
s_endpgm
.kernel k1
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
.kernel k1
.text
v_mov_b32 v147, s35
.kernel k1
.text
s_endpgm
