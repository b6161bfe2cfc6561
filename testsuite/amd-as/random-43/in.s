.driver_info "AMD-APP (1124.2)"
v_mov_b32 v224, s27
s_endpgm
.get_driver_version drv3
.int drv3
.kernel k0
.config
    .arg a2,  image3d, read_only, 5
    .cws 17, 7, 2
    .exceptions 37
    .arg a3, "my_t", uint*, constant
    .arg a0,  long*, global
    .sampler 13
    .arg a4,  structure, 24
    .arg a1,  uchar*, local, 
.data
.fill 26, 1, 160
.text
s_nop 1
s_nop 1
s_mov_b32 s1, 26
s_mov_b32 s49, 62
v_mov_b32 v254, s10
s_endpgm
.main
.globaldata
gl0: .int gl0+4
