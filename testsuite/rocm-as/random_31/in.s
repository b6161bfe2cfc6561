.rocm
.target "x"
.globaldata
gd0:
.int 24
.global gd1
gd1:
.int 53, 29, 77
.kernel k0
    .config
        .machine 13, 3, 7, 1
        .call_convention 0x9a46ad38
        .dims yz
        .dims yz
.kernel k1
    .config
        .md_kernarg_segment_size 231
        .fixed_work_group_size 147
        .md_wavefront_size 32
        .arg buf, "", 8, , pipe, u16 restrict
        .arg n, 8, 8, value, short
        .arg , "", 2, 16, value, i8 volatile const
        .arg ptr_2, "image2d_t", 2, 2, defqueue, f16
.text
k0:
.skip 256
    s_mov_b32 s25, . - gd1
    .int (gd0 - .)*3
    s_mov_b32 vcc_lo, s88
    s_nop 4
    s_endpgm
.p2align 8
k1:
.skip 256
    v_add_f32 v166, v197, v140
    s_mov_b32 s80, . - gd0
    s_mov_b32 vcc_lo, s50
    s_endpgm
