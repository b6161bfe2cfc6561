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
