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
