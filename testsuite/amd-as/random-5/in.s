.globaldata
.int 2524
.int 169
.p2align 2
.kernel k0
.config
    .arg a0,  uint
    .sgprsnum 30
    .scratchbuffer 2277
    .arg a1,  counter32, 4
    .userdata PTR_SAMPLER_TABLE, 1, 6, 3
    .userdata PTR_INTERNAL_GLOBAL_TABLE, 1, 11, 5
.text
s_mov_b32 s59, 24
s_and_b32 s46, s2, 0x776eb
s_mov_b32 s9, 5
s_mov_b32 s22, 51
s_mov_b32 s68, 38
s_and_b32 s77, s8, 0xca74b
s_mov_b32 s29, 4
s_add_u32 s58, s7, s94
s_endpgm
.kernel k1
.config
    .dims , y
    .exceptions 26
    .userdata PTR_RESOURCE_TABLE, 0, 8, 1
    .userdata IMM_SAMPLER, 0, 1, 8
.text
v_mov_b32 v115, s20
.int 3
s_mov_b64 vcc, s[50:51]
s_add_u32 s55, s81, s34
s_mov_b32 s1, 62
.int 13
s_endpgm
.kernel k2
.config
    .useprintf
    .arg a2,  float, unused
    .arg a0,  char8
    .dims x, xyz
    .arg a3,  int
    .arg a4,  sampler
    .cws 49, 2, 4
    .arg a1,  char
.text
s_and_b32 s52, s29, 0x7a69e
s_mov_b32 s92, 15
v_add_f32 v148, v43, v38
s_mov_b32 s3, 18
v_add_f32 v55, v175, v196
s_endpgm
