.rocm
.eflags 31
.tripple "t"
.globaldata
gd0:
.int 29, 5, 87, 5
.gotsym gd0
.kernel k0
    .config
        .dims x garbage
        .md_kernarg_segment_size 38
        .arg ptr_2, "float*", 1, , badkind, u8
        .arg buf, "", 8, 1, value, double
        .arg x1, 12, 1, complact, half
        .arg n, "int4", 24, 2, queue, char
        .arg ptr_2, 16, , sampler, short
.kernel k1
    .config
        .kernarg_segment_size 972
        .vgprsnum 106
        .spilledsgprs 0
.kernel k2
    .config
        .workitem_vgpr_count 15
        .pgmrsrc2 0xd7e6ef45
        .wavefront_sgpr_count 11
        .wavefront_size 64
        .spilledvgprs 93
        .spilledsgprs 39
        .md_vgprsnum 90
        .arg buf, "", 24, 2, gox, f16 volatile pipe
        .arg ptr_2, "image2d_t", 4, , badkind, struct
        .arg , "int4", 8, 1, badkind, char pipe volatile volatile
    .control_directive
        .fill 120, 1, 0x8e
    .config
        .dims x
.text
k0:
.skip 256
    s_mov_b32 s94, (gd0 - .) & 0xffff
    .int . - gd0
    v_add_f32 v78, v124, v168
    s_nop 3
    s_nop 4
    .int . - gd0
    s_endpgm
.p2align 8
k2:
.skip 256
    s_mov_b32 s47, (. - gd0) >> 2
    s_nop 3
    s_nop 7
    .int (gd0 - .)*3
    .gotsym 1x
    s_endpgm
.p2align 8
k1:
.skip 256
    s_nop 6
    s_endpgm
