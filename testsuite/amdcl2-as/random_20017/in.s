.acl_version ""
.globaldata
gd0: .int 297,572,393
.p2align 2
.quad 0,0,0,0
.kernel k0
    .metadata
    .byte 89,138,68,128,137,181,199,142,144,2
    .setup
    .byte 244,193,55,100,224,70,129,123,138,71,78,247,11
    .text
        s_mov_b32 s60, s22
        s_load_dwordx4 s[24:27], s[4:5], 0
        s_nop 5
        v_mov_b32 v16, gd0
        s_endpgm
.kernel k1
    .config
        .privmode
        .exceptions 0xd8
        .sgprsnum 41
        .floatmode 0x1bd
        .usegeneric
        .vectypehint int
        .debugmode
        .setupargs
    .text
        v_mov_b32 v11, gd0
        s_endpgm
.kernel k2
    .hsaconfig
        .dims , x
        .dx10clamp
        .default_hsa_features
        .userdatanum 12
        .use_kernarg_segment_ptr
        .work_group_size_hint 42, 8
        .sgprsnum 80
        .use_queue_ptr
        .privmode
        .kernel_code_entry_offset 430
        .setupargs
        .arg a0, uchar*, global
        .arg a1, uchar16
        .arg a2, "myt", image, read_only
        .arg a3, int4*, constant, restrict, wronly
    .text
        s_mov_b32 s6, gd0//0x100000000
        s_nop 7
        s_mov_b32 s56, s25
        s_mov_b64 s[60:61], vcc
        s_endpgm
