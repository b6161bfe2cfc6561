.section .userglobal, "a"
.byte 1,2,3
.align 8
.main
.get_driver_version drv4
.int drv4
.kernel k0
.config
    .arg a1, "float*", sampler
    .arg a6,  uint4
    .arg a5,  image1d, read_only, 
    .arg a2, "x y", int
    .arg a7,  ulong*, global, const
    .arg a0,  float4*, global, restrict const
    .earlyexit 3
    .dims yz
    .arg a3, "uint", image1d_array, read_only, 2, unused
    .arg a4,  counter32, 7
.data
.fill 11, 1, 0
.text
s_endpgm
.kernel k1
.config
    .uavprivate 83
    .earlyexit 5
    .userdata IMM_UAV, 3, 12, 2
    .printfid 
    .dims xyz
    .userdata imm_kernel_arg, 3, 11, 5
    .cws 35, 1, 1
.text
s_and_b32 s88, s8, 0xc4715
s_mov_b32 s93, 6
s_mov_b32 s32, 24
v_mov_b32 v66, s44
s_mov_b64 vcc, s[14:15]
s_endpgm
.kernel k0
.text
v_add_f32 v174, v37, v78
s_and_b32 s64, s47, 0xebfc
s_and_b32 s67, s49, 0x176e8
s_endpgm
