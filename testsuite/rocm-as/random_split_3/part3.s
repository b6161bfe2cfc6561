.kernel k0
    .config
        .spilledvgprs 7
        .md_language "", 1, 2
        .md_sgprsnum 35
        .arg a, "", 4, , complact, uchar
.kernel k1
    .config
        .max_scratch_backing_memory 1907
        .floatmode 0x90
        .use_grid_workgroup_count x
        .ieeemode
        .max_scratch_backing_memory 1679
        .kernarg_segment_size 551
        .arg , "int4", 2, , goz, i32 const pipe
        .arg x1, "", 1, 2, sampler, u8
        .arg x1, 8, 8, printfbuf, i16
        .arg n, 16, , globalbuf, uchar, constant, read_only volatile volatile volatile
.text
k1:
.skip 256
    s_mov_b32 s43, s12
    s_add_u32 s24, s85, 39
    s_nop 6
    .int . - gd0
    v_mov_b32 v206, v10
    s_endpgm
.p2align 8
k0:
.skip 256
    s_add_u32 s25, s79, 3
    s_mov_b32 s4, . - gd0
    s_add_u32 s100, s90, 55
    v_add_f32 v114, v148, v255
    s_endpgm
