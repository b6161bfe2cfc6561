.64bit
.compile_options "-O2"
.section .userglobal, "a"
.byte 1,2,3
s_mov_b32 s58, 12
s_mov_b32 s1, 21
s_mov_b32 s57, 35
s_endpgm
.kernel k0
.config
    .sampler 186, 288
    .arg a0,  long, unused
    .hwlocal 20142
    .uavprivate 21
    .vgprsnum 96
    .printfid 12
.data
.fill 29, 1, 107
.text
s_mov_b32 s4, 42
s_add_u32 s90, s20, s95
s_endpgm
.main
.globaldata
gl0: .int gl0+4
