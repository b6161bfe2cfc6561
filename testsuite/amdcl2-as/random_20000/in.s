.acl_version ""
.hsalayout
.globaldata
.global gd0
gd0: .int 993,558,181,882,233
.global gd1
gd1: .int 531,517,451
.global gd2
gd2: .int 940,638,958,94
.quad 0,0,0,0
.rwdata
.global rw0
rw0: .byte 38,70,246,145,189,76,62,225
.global rw1
rw1: .byte 87,222,123,102,76,53,2,142
.bssdata align=64
.global bs0
bs0: .skip 12
.inner
.section .innx
innx0: .byte 5,6
.main
.kernel k0
    .hsaconfig
        .default_hsa_features
        .floatmode 0x16e
        .use_private_segment_buffer
        .dims x, xy
        .gds_segment_size 63
        .arg a0, ushort*, global
        .arg a1, short
        .arg a2, int2
        .arg a3, "myt", image3d, rdonly
        .arg a4, "image2d_t", image, read_write
    .control_directive
        .fill 128, 1, 0x75
.kernel k1
    .hsaconfig
        .use_dynamic_call_stack
        .use_xnack_enabled
        .work_group_size_hint 37, 1
        .vgprsnum 109
        .default_hsa_features
        .dx10clamp
        .arg a0, char4*, global, const restrict
        .arg a1, short3
        .arg a2, uchar16
        .arg a3, "myt", image2d, read_only
        .arg a4, "image2d_t", image3d, 
.text
.p2align 8
k0:
.skip 256
        v_mov_b32 v32, v7
        v_mov_b32 v56, v26
        s_endpgm
.text
.p2align 8
k1:
.skip 256
        v_mov_b32 v0, gd0>>32
        s_endpgm
