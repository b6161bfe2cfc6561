.rocm
.arch_stepping 8
.tripple "t"
.kernel k0
    .fkernel
    .config
        .kernel_code_entry_offset 512
        .kernel_code_prefetch_size 7301
        .use_grid_workgroup_count xyz
        .runtime_loader_kernel_symbol 0xbd9735df63
        .max_flat_work_group_size 755
        .cws 80, 223
        .md_sgprsnum 75
        .md_wavefront_size 64
        .max_flat_work_group_size 374
        .arg x, "t" 4, , value, i32
        .arg n, 16, , value, float
        .arg , 24, 1, gox, i64 const const const
        .arg ptr_2, "int4", 8, , goy, uint
        .arg x, "t" 4, , value, i32
        .arg x1, "uint", 4, 2, printfbuf, f64 const restrict
        .arg , 12, , pipe, char volatile
    .control_directive
        .fill 128, 1, 0xef
    .config
        .dims x
.text
k0:
.skip 256
    v_add_f32 v53, v128, v49
    s_add_u32 s87, s1, 42
    .arg x, 4, , value, i32
    v_add_f32 v209, v195, v70
    s_mov_b32 s65, s95
    s_add_u32 s7, s70, 2
    s_mov_b32 vcc_lo, s51
    s_endpgm
.size k0, 67
