.rocm
.arch_stepping 1
.globaldata
gd0:
.int 7, 22
gd1:
.int 29
.global gd2
gd2:
.int 13, 54, 63, 22
.gotsym gd0, got_gd1
.global ls0, ls1
ls0 = k1 - gd0
ls1 = k1 + (k1 - gd0)
.kernel k0
    .config
        .reserved_vgprs 60, 203
        .kernarg_segment_size 578
        .max_scratch_backing_memory 2473
        .workitem_private_segment_size 93987
        .reserved_vgprs 102, 186
        .priority 1
        .workitem_vgpr_count 188
        .pgmrsrc3 0x2caf9b78
        .dims , z
        .runtime_handle ""
        .spilledsgprs 40
        .max_flat_work_group_size 504
        .spilledsgprs 20
        .md_kernarg_segment_size 67
        .arg a, "image2d_t", 16, , goz, i8
        .arg a, "int4", 2, 16, goz, short
        .arg buf, 4, 4, queue, ushort restrict
        .arg buf, 1, 8, dynshptr, i16, 16, local
        .arg n, 2, 16, goy, f32
.kernel k1
    .config
        .runtime_handle "&:b: 0\":\\%X"
        .md_sgprsnum 74
        .arg buf, "image2d_t", 4, , goy, double volatile
        .arg n, 12, 4, goz, uint
        .arg x1, "image2d_t", 1, 1, gox, u64 const const restrict
        .arg n, "uint", 1, 2, value, double
    .control_directive
        .fill 128, 1, 0x37
    .config
        .dims x
.text
.global k1
k1:
.skip 256
    s_mov_b32 s36, (. - gd0) >> 2
    s_mov_b32 s35, (. - gd2) >> 2
    v_add_f32 v49, v246, v201
    .int . - gd2
    s_add_u32 s22, s91, 13
    v_mov_b32 v74, v201
    s_mov_b32 s44, gd0 - k1
    s_add_u32 s87, s56, 53
    s_endpgm
.p2align 8
.global k0
k0:
.skip 256
    s_endpgm
    .int ls0
    .int ls1 - k1
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
