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
