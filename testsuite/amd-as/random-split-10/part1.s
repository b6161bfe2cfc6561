.kernel k0
.config
    .arg a3,  sampler
    .arg a4,  structure, 56, unused
    .arg a2,  uchar
    .printfid 12
    .arg a1, "my_t", ushort8
    .vgprsnum 132
    .userdata PTR_UAV_TABLE, 2, 9, 6
    .tgsize
    .localsize 10976
    .arg a0,  long3
.text
v_mov_b32 v167, s71
s_mov_b64 vcc, s[18:19]
v_add_f32 v255, v176, v16
s_endpgm
.kernel k1
.config
    .userdata PTR_SAMPLER_TABLE, 1, 3, 1
    .arg a0,  float2
    .dims xy, x
    .userdata PTR_CONST_BUFFER_TABLE, 3, 7, 5
    .vgprsnum 74
    .arg a1,  image1d, 
    .userdata IMM_SCRATCH_BUFFER, 3, 3, 3
    .ieeemode
.text
s_and_b32 s4, s69, 0x69e9e
