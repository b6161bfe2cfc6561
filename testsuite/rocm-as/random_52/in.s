.rocm
.arch_stepping 6
.eflags 26
.kernel k0
    .config
        .reserved_sgprs 94, 95
        .gds_segment_size 3522
        .pgmrsrc1 0x39b88ab
        .gds_segment_size 7197
        .reserved_vgprs 253, 252
        .reserved_vgprs 148, 152
        .kernel_code_prefetch_offset 4056
        .kernarg_segment_size 300
        .pgmrsrc3 0xba86480f
        .md_symname ":0:a"
        .md_vgprsnum 54
        .md_wavefront_size 128
        .md_language "9", 3, 2
        .arg ptr_2, "int4", 4, 16, image, u16
        .arg n, "", 16, , printfbuf, f16 volatile restrict
        .arg x1, "int4", 12, 4, complact, struct
        .arg x1, "image2d_t", 12, , globaloffsetz, float restrict
        .arg buf, "uint", 24, , complact, int
.kernel k1
    .config
        .call_convention 0x1df9f1a1
        .vgprsnum 242
        .workitem_vgpr_count 175
        .codeversion 2, 0
        .floatmode 0x1d9
        .use_dispatch_ptr
        .machine 20, 12, 14, 1
        .gds_segment_size 1186
        .wavefront_sgpr_count 39
        .max_scratch_backing_memory 8017
        .use_grid_workgroup_count xy
        .pgmrsrc2 0x10666df9
        .md_group_segment_fixed_size 2043
        .vectypehint uint8
        .spilledvgprs 80
        .fixed_work_group_size 203, 177
        .arg buf, 8, , complact, u64
        .arg x1, "float*", 4, 4, badkind, uint const pipe const
        .arg n, "int4", 8, 4, badkind, uchar
        .arg , "float*", 1, , globalbuf, int, global, read_write restrict
        .arg , "int4", 12, 16, globaloffsety, ushort
.kernel k2
    .config
        .workgroup_fbarrier_count 9712
        .use_ordered_append_gds
        .use_grid_workgroup_count y
        .pgmrsrc1 0xd0a8c577
        .debug_wavefront_private_segment_offset_sgpr 40
        .dims yz, z
        .dims x
        .private_segment_fixed_size 39950
        .cws 169, , 
        .arg , "uint", 2, , image, i64
        .arg buf, 1, , badkind, uchar
.text
k0:
.skip 256
    s_nop 6
    s_endpgm
.p2align 8
k1:
.skip 256
    v_add_f32 v29, v48, v239
    s_mov_b32 s86, s49
    s_mov_b32 s62, s81
    s_add_u32 s56, s9, 1
    s_add_u32 s54, s99, 21
    v_add_f32 v138, v133, v79
    s_endpgm
.p2align 8
k2:
.skip 256
    s_mov_b32 s24, s8
    v_add_f32 v120, v204, v84
    v_mov_b32 v152, v191
    s_endpgm
