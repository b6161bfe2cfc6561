.rocm
.arch_minor 4
.arch_stepping 6
.kernel k0
    .config
        .vgprsnum 187
        .workitem_private_segment_size 95603
        .runtime_loader_kernel_symbol 0xa16b2ec4e0
        .reserved_vgprs 139, 140
        .md_group_segment_fixed_size 1409
        .spilledvgprs 14
        .spilledsgprs 7
        .arg x1, "int4", 4, 2, value, i8
        .arg x1, "image2d_t", 4, 4, multigridsyncarg, i32
        .arg a, "image2d_t", 4, , gox, i16
        .arg a, "image2d_t", 8, , complact, u64
        .arg a, "", 1, , globaloffsety, u8
.kernel k1
    .config
        .use_dynamic_call_stack
        .reserved_vgprs 119, 191
        .group_segment_fixed_size 12831
        .runtime_handle "\\%1c_a"
        .vectypehint half16
        .arg x1, 16, , dynshptr, half, 1, global pipe volatile
        .arg , "int4", 4, , defqueue, f32
        .arg a, 1, , queue, int
        .arg ptr_2, "float*", 1, , multigridsyncarg, uint const
.text
.global k1
k1:
.skip 256
    s_nop 7
    s_mov_b32 s91, s1
    s_mov_b32 s97, s6
    v_add_f32 v51, v184, v24
    s_mov_b32 vcc_lo, s38
    v_mov_b32 v122, v75
    v_add_f32 v19, v10, v128
    s_endpgm
.p2align 8
k0:
.skip 256
    v_add_f32 v201, v81, v21
    v_add_f32 v43, v243, v118
    v_add_f32 v139, v37, v47
    s_nop 3
    v_add_f32 v153, v34, v233
    v_mov_b32 v175, v244
    s_endpgm
.size k1, 53
