.acl_version ""
.arch_minor 3
.globaldata
gd0: .int 277,206,666
.p2align 2
gd1: .int 781,445,162,904
.quad 0,0,0,0
.inner
.section .innx
.global innx0
innx0: .byte 5,6
.main
.kernel k0
    .config
        .floatmode 0x8b
        .work_group_size_hint 21, 4
        .gdssize 65112
        .vgprsnum 99
        .setupargs
        .arg a0, char4*, local
        .arg a1, long8*, constant, volatile
        .arg a2, "myt", image3d, write_only
        .arg a3, "image2d_t", image1d_buffer, rdonly
        .arg a4, structure, 32
    .text
.global cl765212
cl765212:
        s_mov_b32 s19, s40
        s_mov_b32 s42, s11
        s_endpgm
