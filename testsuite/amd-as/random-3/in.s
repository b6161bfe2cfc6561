.kernel k0
.config
    .cws 1, 8, 1
    .hwlocal 25679
    .arg a0,  structure, 6
    .vgprsnum 25
    .cbid 
.text
s_mov_b32 s76, 15
s_and_b32 s42, s1, 0x30371
s_mov_b32 s36, 55
s_add_u32 s93, s96, s34
v_mov_b32 v125, s86
s_add_u32 s84, s88, s99
v_mov_b32 v251, s4
s_and_b32 s22, s67, 0xdcfb8
s_endpgm
.kernel k1
.config
    .userdata PTR_INTERNAL_GLOBAL_TABLE, 0, 8, 4
    .userdata PTR_INTERNAL_GLOBAL_TABLE, 3, 7, 5
    .hwregion 40
    .earlyexit 2
    .cws 34, 7, 1
    .arg a3,  image1d_buffer, , 
    .arg a5,  structure, 42
    .arg a6, "x y", short*, global, , 
    .arg a7,  image
    .arg a0, "float*", sampler
    .arg a2,  float
    .sampler 25
    .floatmode 0xfd
    .vgprsnum 97
    .sgprsnum 34
    .arg a4,  int4
    .userdata imm_kernel_arg, 1, 7, 4
    .dims x, xyz
    .arg a1, "uint", counter32, 5
.data
.fill 25, 1, 19
.text
s_mov_b32 s96, 46
s_and_b32 s78, s22, 0x88c3
v_mov_b32 v198, s59
s_mov_b32 s48, 30
s_endpgm
.kernel k0
.text
v_mov_b32 v125, s36
s_and_b32 s57, s60, 0xc84ad
s_mov_b64 vcc, s[44:45]
v_mov_b32 v207, s23
s_endpgm
.kernel k2
.config
    .exceptions 0
    .condout 5
    .arg a1,  uint
    .arg a0,  uint16*, global
    .dims xy, x
.text
s_and_b32 s82, s62, 0x97313
s_mov_b32 s10, 23
s_endpgm
.kernel k3
.config
    .arg a0,  structure, 12
    .dims yz
    .userdata IMM_SAMPLER, 3, 4, 6
.text
v_mov_b32 v23, s72
s_endpgm
