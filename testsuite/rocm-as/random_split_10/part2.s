.metadatav3
.globaldata
.fill 64, 1, 0
.global gd0
gd0:
.int 25, 8, 37, 3
.global gd1
gd1:
.int 1, 77, 95, 67
.kernel k0
    .config
        .userdatanum 11
        .privmode
        .floatmode 0xa2
        .group_segment_fixed_size 4934
        .vectypehint d_x
        .md_wavefront_size 32
        .md_kernarg_segment_size 492
        .runtime_handle "ZY!X:a"
        .arg ptr_2, "uint", 8, 52, goz, float
        .arg x1, "", 2, , gox, i16
.text
k0:
    s_mov_b32 s36, s79
    s_nop 4
    s_add_u32 s55, s58, 46
    s_endpgm
.section .myextra
.byte 1, 2, 3
