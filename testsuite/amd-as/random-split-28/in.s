.get_driver_version drv0
.int drv0
.kernel k0
.config
    .arg a1, "", sampler, unused
    .userdata IMM_VERTEX_BUFFER, 1, 12, 1
    .arg a2,  counter32, 4
    .arg a7,  long
    .arg a6, "float*", ulong
    .userdata PTR_CONST_BUFFER_TABLE, 1, 0, 1
    .arg a0,  uint
    .arg a3,  image1d, read_only, 
    .arg a4,  ushort*, constant
    .printfid 28
    .arg a5,  sampler
.data
.fill 22, 1, 187
.text
s_mov_b32 s91, 63
v_mov_b32 v228, s62
.kernel k0
.text
s_mov_b32 s58, 58
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
.kernel k0
.text
.text
s_and_b32 s20, s47, 0x58728
s_endpgm
