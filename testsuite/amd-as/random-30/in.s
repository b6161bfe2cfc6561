.driver_info "no version here"
abs0 = 284
.global abs0
.weak wk1
wk1 = 5
.size wk1, 3
.kernel k0
.config
    .dims x, xyz
    .localsize 1740
    .vgprsnum 197
    .arg a0,  structure, 15, unused
.text
s_nop 1
.int 5
s_add_u32 s1, s86, s81
s_add_u32 s53, s55, s86
s_endpgm
.kernel k1
.config
    .userdata PTR_INTERNAL_GLOBAL_TABLE, 3, 8, 5
    .arg a1,  sampler
    .sgprsnum 37
    .dims zyx
    .arg a3,  ushort
    .sampler 198, 400
    .arg a0,  uint16*, constant
    .arg a2,  counter32, 1
    .arg a4, "float*", counter32
    .cbid 19
.section .kextra, "aw"
.int 7
.text
s_nop 1
s_and_b32 s55, s81, 0x666cd
.int 59
v_add_f32 v6, v199, v147
s_endpgm
.kernel k2
.header
.fill 37, 1, 30
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1030\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.subconstantbuffers
.int 62144
.data
.fill 13, 1, 152
.text
v_add_f32 v170, v203, v19
v_add_f32 v169, v255, v9
v_mov_b32 v217, s54
v_mov_b32 v59, s50
s_and_b32 s75, s35, 0x71195
v_mov_b32 v101, s8
v_mov_b32 v223, s59
s_endpgm
kl2: s_nop 0
.global kl2
.kernel k0
.text
s_mov_b32 s94, 6
v_mov_b32 v142, s45
.sgprsnum 200
.int 35568
s_and_b32 s15, s78, 0xf9170
s_endpgm
