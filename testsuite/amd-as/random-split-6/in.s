.driver_info "@(#) OpenCL 1.2 AMD-APP (1348.5).  Driver version: 1348.5 (VM)"
.get_driver_version drv1
.int drv1
.kernel k0
.config
    .scratchbuffer 3398
    .userdata PTR_CONST_BUFFER_TABLE, 2, 9, 5
    .dims zyx
    .useprintf
    .reqd_work_group_size 9
    .sgprsnum 68
    .printfid 12
    .arg a0,  uchar
    .floatmode 0x63
.text
s_and_b32 s57, s14, 0x2cc49
v_mov_b32 v187, s44
.int 13
s_endpgm
.kernel k1
.config
    .useprintf
    .userdata IMM_VERTEX_BUFFER, 1, 1, 1
    .userdata PTR_RESOURCE_TABLE, 1, 8, 4
    .vgprsnum 168
    .floatmode 0xfa
    .dims z
    .uavid 12
    .userdata PTR_RESOURCE_TABLE, 1, 1, 12
.text
v_mov_b32 v154, s56
s_and_b32 s95, s15, 0xe8631
s_mov_b32 s77, 33
s_add_u32 s25, s3, s74
.int 227
.driver_info "@(#) OpenCL 1.2 AMD-APP (1348.5).  Driver version: 1348.5 (VM)"
.kernel k1
.text
s_endpgm
.kernel k0
.text
s_mov_b64 vcc, s[36:37]
s_mov_b32 s78, 31
s_and_b32 s77, s29, 0xa403c
s_mov_b32 s55, 7
s_endpgm
