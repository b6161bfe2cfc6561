.rocm
.arch_minor 4
.eflags 36
.tripple "t"

.text
.p2align 8
.globaldata
.global gd0
gd0:
.int 89
.global gd1
gd1:
.int 26, 0, 9
.gotsym gd0
.kernel k0
    .config
        .debug_private_segment_buffer_sgpr 50
        .debug_wavefront_private_segment_offset_sgpr 44
        .call_convention 0x87b19a64
        .private_elem_size 2
        .codeversion 1, 0
        .scratchbuffer 23
        .use_grid_workgroup_count x
        .private_elem_size 8
        .sgprsnum 29
        .use_wave32
        .workgroup_group_segment_size 11068
        .kernel_code_prefetch_offset 1496
        .md_kernarg_segment_size 321
        .md_symname "1 :@11!9_&"
        .spilledvgprs 16
        .arg x1, "uint", 16, , globalbuf, half, constant
.kernel k1
    .fkernel
    .config
        .spilledsgprs 12
        .arg n, "float*", 16, , globaloffsetz, i8 restrict volatile
        .arg a, "int4", 2, , none, uint pipe volatile
        .arg n, "", 24, 4, globaloffsetx, float
    .control_directive
        .fill 128, 1, 0x7c
.kernel k2
    .config
        .kernarg_segment_align 32
        .exceptions 0x2
        .md_kernarg_segment_size 380
        .md_kernarg_segment_align 16
        .arg a, "uint", 4, 1, pipe, short, read_write, wronly volatile volatile volatile
        .arg x1, "float*", 12, , globaloffsetx, f64
        .arg x1, 16, , sampler, long const const
        .arg a, "int4", 8, , dynshptr, i32, 1, global
    .control_directive
        .fill 128, 1, 0xb7

.text
.p2align 8
.text
k1:
.skip 256
    v_mov_b32 v24, v143
    v_add_f32 v162, v75, v48
    v_mov_b32 v255, v239
    s_add_u32 s57, s73, 51
    s_nop 4
    s_mov_b32 s76, s69
    s_endpgm
.p2align 8
k0:
.skip 256
    v_mov_b32 v136, v140
    v_mov_b32 v34, v75
    s_nop 2
    s_mov_b32 s83, gd1 - k0
    s_mov_b32 s93, s40
    s_endpgm
.p2align 8
k2:
.skip 256
    v_add_f32 v246, v150, v56
    s_add_u32 s66, s5, 29
    s_mov_b32 s9, gd1 - k2
    s_nop 2
    v_mov_b32 v160, v187
    v_add_f32 v255, v59, v85
    .int . - gd1
    s_endpgm
