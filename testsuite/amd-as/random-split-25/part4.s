.driver_info "@(#) OpenCL 1.2 AMD-APP (1348.5).  Driver version: 1348.5 (VM)"
.kernel k0
.text
.int 6
s_endpgm
.kernel k1
.config
    .userdata PTR_CONST_BUFFER_TABLE, 0, 9, 3
    .arg a1,  structure, 66, unused
    .arg a2,  uint, unused
    .sgprsnum 84
    .arg a0, "x y", double*, local, volatile const
.text
s_mov_b64 vcc, s[82:83]
s_mov_b32 s91, 44
s_mov_b32 s29, 23
s_mov_b32 s16, 12
s_endpgm
