.kernel k0
.text
.int 6
s_endpgm
.kernel k1
.config
    .hwregion 707
    .dims x, xyz
    .tgsize
    .arg a0,  int
    .hwlocal 27325
    .vgprsnum 62
    .userdata IMM_UAV, 0, 2, 10
.text
s_mov_b64 vcc, s[56:57]
s_mov_b64 vcc, s[18:19]
s_mov_b32 s65, 26
s_and_b32 s20, s99, 0xa78f8
s_endpgm
.kernel k0
