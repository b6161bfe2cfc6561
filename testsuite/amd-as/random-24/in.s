.globaldata
.int 128
.int 9
.int 67
.kernel k0
.config
    .arg a3,  void*, global, volatile
    .arg a2,  uint
    .arg a0,  image1d_buffer
    .useprintf
    .arg a1,  structure, 62
    .dims xy, x
    .pgmrsrc2 0xc1243504
    .userdata IMM_VERTEX_BUFFER, 3, 6, 9
    .userdata IMM_UAV, 2, 0, 3
    .arg a4,  sampler, unused
.text
s_and_b32 s69, s33, 0xb97af
s_mov_b32 s92, 17
s_mov_b32 s69, 0
v_mov_b32 v28, s38
v_mov_b32 v185, s83
v_mov_b32 v178, s33
s_mov_b32 s6, 1
s_mov_b32 s79, 46
s_endpgm
.kernel k1
.config
    .arg a1,  structure*, 31, constant
    .cbid 12
    .hwregion 176
    .arg a2, "", image1d, read_only, 5
    .pgmrsrc2 0x19c23918
    .arg a0, "my_t", image
    .cws 56, 4, 3
.text
s_and_b32 s48, s25, 0xaebea
v_mov_b32 v91, s46
s_mov_b64 vcc, s[26:27]
.cws 0, 1
v_mov_b32 v47, s21
s_endpgm
