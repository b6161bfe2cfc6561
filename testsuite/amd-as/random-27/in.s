.policy 200
.driver_info "AMD-APP (x.y)"
.driver_version 144506
abs4 = 187
.global abs4
.weak wk1
.userdata FOO, 1, 2, 3
wk1 = 5
.size wk1, 3
s_mov_b32 s18, 0
s_and_b32 s86, s0, 0xc5df7
s_mov_b32 s0, 26
s_endpgm
.kernel k0
.config
    .printfid 12
    .uavid 26
    .userdata IMM_SCRATCH_BUFFER, 0, 10, 1
    .arg a0,  short16
    .pgmrsrc2 0x42bcfbb8
    .dims x
    .sgprsnum 48
    .userdata IMM_SAMPLER, 1, 3, 2
    .userdata PTR_UAV_TABLE, 2, 12, 3
    .scratchbuffer 3984
.data
.fill 30, 1, 246
.p2align 3
kd0: .int 3
.global kd0
.text
s_mov_b32 s1, 37
v_mov_b32 v128, s47
s_mov_b32 s64, 29
s_mov_b32 s54, 39
s_mov_b32 s81, 41
s_mov_b32 s72, 34
s_endpgm
.kernel k1
.boolconsts
.segment 21, 6
.segment 32, 38
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1024\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.inputsamplers
.proginfo
nl670426531: .int nl670426531+2, 7
.header
.fill 4, 1, 67
.floatconsts
.segment 25, 50
nl100899760: .int nl100899760+2, 7
.text
s_add_u32 s96, s51, s78
v_mov_b32 v193, s50
v_add_f32 v236, v171, v141
s_endpgm
kl1: s_nop 0
.global kl1
