.section .userglobal, "a"
.byte 1,2,3
.kernel k0
.config
    .earlyexit 5
    .arg a3, "x y", image1d, read_only
    .arg a1,  sampler, unused
    .arg a2,  structure, 66
    .sampler 76
    .useprintf
    .arg a0,  ushort2
    .arg a4,  structure, 54
    .dims zyx
.data
.fill 19, 1, 33
.p2align 3
kd0: .int 3
.text
s_mov_b32 s78, 26
v_add_f32 v144, v91, v107
