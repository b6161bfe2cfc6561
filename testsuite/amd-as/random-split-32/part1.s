.globaldata
.int 0x378caa5c
.p2align 0
.kernel k0
.config
    .dims zyx
    .arg a0,  double
    .arg a1,  counter32
    .userdata PTR_RESOURCE_TABLE, 1, 5, 2
    .vgprsnum 169
    .userdata IMM_RESOURCE, 1, 0, 1
    .userdata IMM_VERTEX_BUFFER, 1, 2, 11
    .useprintf
.text
.int 68527
s_and_b32 s58, s0, 0xf7db9
s_mov_b32 s99, 20
s_and_b32 s17, s22, 0xab59f
s_mov_b64 vcc, s[6:7]
v_mov_b32 v3, s98
s_mov_b32 s92, 62
v_add_f32 v64, v118, v98
