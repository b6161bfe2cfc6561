/* the raw style: header, metadata, every CAL note opener and entry */
.compile_options "-O3 -cl-mad-enable"
.driver_info "@(#) OpenCL 1.2 AMD-APP (1702.3).  Driver version: 1702.3 (VM)"
.kernel DCT
    .header
        .fill 16, 1, 0x00
        .byte 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00
        .fill 8, 1, 0x00
    .metadata
        .ascii ";ARGSTART:__OpenCL_DCT_kernel\n"
        .ascii ";version:3:1:111\n"
        .ascii ";device:pitcairn\n"
        .ascii ";uniqueid:1024\n"
        .ascii ";memory:uavprivate:0\n"
        .ascii ";pointer:output:float:1:1:0:uav:12:4:RW:0:0\n"
        .ascii ";function:1:1030\n"
        .ascii ";ARGEND:__OpenCL_DCT_kernel\n"
    .data
        .fill 64, 1, 0x00
    .inputs
    .outputs
    .uav
        .entry 12, 4, 0, 5
        .entry 11, 4, 0, 5
    .condout 0
    .floatconsts
        .segment 1, 2
    .intconsts
        .segment 3, 4
    .boolconsts
        .segment 5, 6
    .earlyexit 0
    .globalbuffers
    .constantbuffers
        .cbmask 0, 32764
        .cbmask 1, 0
        .cbid 2, 7
    .inputsamplers
        .sampler 0, 1
    .scratchbuffers
        .int 0x00000000
    .persistentbuffers
    .proginfo
        .entry 0x80001000, 0x00000003
        .entry 0x80001001, 0x00000017
        .entry 0x00002e13, 0x00400998
    .subconstantbuffers
    .uavmailboxsize 0
    .uavopmask
        .byte 0x00, 0x70, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        .fill 120, 1, 0x00
    .calnote 0x7777
        .int 1, 2
    .calnote 16
        .entry 1, 2, 3, 4
    .condout
    .earlyexit 0x12345678
    .uavmailboxsize
    .uavopmask 5
    .text
        s_mov_b32 m0, 0x8000
        s_endpgm
.kernel second
    .config
    .arg x, int
    .text
        s_endpgm
