.rocm
.arch_stepping 0
.md_version 0, 3

.text
.p2align 8
.kernel k0
    .config
        .privmode
        .pgmrsrc2 0xd6c7ba11
        .runtime_loader_kernel_symbol 0x4a295afab1
        .debug_private_segment_buffer_sgpr 33
        .debug_private_segment_buffer_sgpr 46
        .workgroup_fbarrier_count 7605
        .md_private_segment_fixed_size 3836
        .md_language ":9\\", 3, 1
        .md_group_segment_fixed_size 1763
        .md_symname ""
        .arg n, 12, , globalbuf, u8, global, write_only
        .arg ptr_2, 8, , globaloffsetx, uchar
        .arg ptr_2, "uint", 4, 4, dynshptr, i16, 16, generic
        .arg x1, "int4", 1, , gox, u16
        .arg , "int4", 2, , queue, u8
.kernel k1
    .config
        .pgmrsrc2 0x86352d79
        .debug_private_segment_buffer_sgpr 37
        .kernel_code_prefetch_size 8811
        .wavefront_sgpr_count 62
        .userdatanum 14
        .reserved_sgprs 56, 61
        .call_convention 0x581b2858
        .debug_wavefront_private_segment_offset_sgpr 11
        .debug_private_segment_buffer_sgpr 18
        .md_kernarg_segment_size 476
        .md_private_segment_fixed_size 3109
        .vectypehint uint8
        .spilledvgprs 97
        .vectypehint int
        .arg a, "float*", 16, 16, pipe, i64
        .arg a, "", 8, , globaloffsetz, u64 volatile restrict restrict
        .arg buf, 8, , globaloffsetz, long
        .arg a, "image2d_t", 2, 16, globalbuf, i8, private, wronly

.text
.p2align 8
.text
k0:
.skip 256
    s_add_u32 s4, s84, 29
    v_add_f32 v116, v193, v218
    s_add_u32 s73, s36, 14
    v_mov_b32 v182, v179
    v_add_f32 v171, v129, v153
    v_add_f32 v73, v19, v84
    v_add_f32 v238, v44, v40
    s_mov_b32 s82, s97
    s_endpgm
.p2align 8
.kcode k0, k1
    v_mov_b32 v62, v0
    s_mov_b32 s66, 0
.kcodeend
.global k1
k1:
.skip 256
    v_add_f32 v197, v63, v69
    v_add_f32 v199, v189, v33
    s_nop 2
    s_mov_b32 s69, s80
    s_add_u32 s57, s91, 31
    s_endpgm
.section .comment
.ascii "!X1"
.section .myextra
.byte 1, 2, 3
