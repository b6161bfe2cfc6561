.rocm
.arch_minor 0
.arch_stepping 5
.md_version 3, 2
.kernel k0
    .config
        .group_segment_fixed_size 170
        .codeversion 3, 1
        .wavefront_sgpr_count 8
        .priority 0
        .machine 6, 13, 12, 20
        .privmode
        .pgmrsrc2 0xcaaf0f5f
        .wavefront_sgpr_count 75
        .vgprsnum 146
        .debug_private_segment_buffer_sgpr 55
        .gds_segment_size 4637
        .call_convention 0xc8f9372c
.kernel k1
    .config
        .codeversion 1, 3
        .floatmode 0x61
        .private_elem_size 2
        .ieeemode
        .use_grid_workgroup_count z
        .gds_segment_size 8123
        .codeversion 2, 2
        .spilledvgprs 40
        .md_language "Za@c"
        .arg a, "float*", 1, 2, complact, u64
        .arg a, "float*", 4, , globaloffsetx, f64
        .arg n, "int4", 2, , gox, i8 const volatile
        .arg n, 8, , globaloffsetx, short restrict pipe volatile
        .arg a, "int4", 4, , printfbuf, i16
    .control_directive
        .fill 128, 1, 0xeb
.text
k1:
.skip 256
    v_add_f32 v132, v2, v232
    s_add_u32 s13, s36, 22
    v_mov_b32 v195, v194
    s_mov_b32 s91, s38
    s_mov_b32 vcc_lo, s94
    s_endpgm
.p2align 8
k0:
.skip 256
    s_nop 5
    v_add_f32 v168, v209, v224
    v_add_f32 v173, v129, v209
    v_mov_b32 v164, v235
    s_endpgm
.section .comment
.ascii "--"
