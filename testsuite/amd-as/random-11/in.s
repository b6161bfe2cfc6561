abs6 = 13552
.global abs6
.weak wk1
wk1 = 5
.size wk1, 3
.userdata FOO, 1, 2, 3
.get_driver_version drv5
.int drv5
.kernel k0
.config
    .useconstdata
    .userdata IMM_VERTEX_BUFFER, 3, 0, 7
    .floatmode 0x5b
    .cws 29, 1, 4
    .useprintf
    .arg a0, "my_t", ulong
.text
s_endpgm
kl0: s_nop 0
.global kl0
