.globaldata
.int 13
.int 16
.int 53766
.int 9
.section .userglobal, "a"
.byte 1,2,3
.kernel k0
.config
    .exceptions 11
    .localsize 11751
    .dims x
    .hwregion 695
    .vgprsnum 21
    .arg a0,  uint*, local, const
    .floatmode 0xae
.text
s_mov_b64 vcc, s[26:27]
v_mov_b32 v187, s34
s_mov_b32 s87, 39
s_and_b32 s49, s64, 0xfcb4
s_endpgm
.kernel k1
.config
    .userdata ptr_so_buffer_table, 1, 6, 10
    .floatmode 0x49
    .userdata PTR_INTERNAL_GLOBAL_TABLE, 3, 8, 2
    .sampler 274, 310
    .hwlocal 15988
.text
v_add_f32 v149, v224, v41
v_mov_b32 v135, s47
v_add_f32 v82, v128, v100
s_and_b32 s93, s57, 0xaf315
s_mov_b32 s69, 20
.int 130
s_mov_b32 s67, 20
s_endpgm
