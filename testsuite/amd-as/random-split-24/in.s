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
.kernel k0
.text
s_add_u32 s41, s55, s48
s_mov_b32 s48, 34
s_endpgm
.kernel k1
.config
    .sgprsnum 90
    .arg a0,  sampler
    .privateid 
    .userdata IMM_UAV, 2, 9, 6
    .hwregion 558
    .scratchbuffer 585
.text
s_and_b32 s36, s55, 0x72c51
.kernel k1
.text
s_endpgm
