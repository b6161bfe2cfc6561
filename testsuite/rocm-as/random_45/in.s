.rocm
.nosectdiffs
.llvm10binfmt
.arch_stepping 4
.eflags 14
.globaldata
.fill 192, 1, 0
gd0:
.int 95, 68
gd1:
.int 62, 15
gd2:
.int 81, 75, 34, 13
.gotsym gd0, got_gd1
.kernel k0
    .config
        .sgprsnum 37
        .reserved_vgprs 158, 222
        .sgprsnum 20
        .use_kernarg_segment_ptr
        .wavefront_sgpr_count 99
        .wavefront_size 32
        .md_kernarg_segment_size 348
        .md_group_segment_fixed_size 2083
        .vectypehint d_x
        .md_language "", 0, 0
        .arg buf, "float*", 24, , image, struct, wronly const pipe
        .arg buf, "", 1, 8, queue, short
        .arg a, 1, , printfbuf, short pipe const restrict
        .arg ptr_2, 1, , pipe, uint, write_only, read_only volatile const
        .arg a, "float*", 24, , dynshptr, ulong, 1, region volatile restrict pipe
.kernel k1
    .fkernel
    .config
        .vgprsnum 52
        .workgroup_fbarrier_count 3301
        .kernel_code_entry_offset 512
        .debug_wavefront_private_segment_offset_sgpr 7
        .max_flat_work_group_size 887
        .max_flat_work_group_size 377
        .md_language "@:1!%Y:\\-"
        .arg a, "int4", 12, 4, goy, short
        .arg a, "", 4, 1, gox, u32 pipe const pipe
        .arg a, "int4", 8, , sampler, float
        .arg , "", 16, , defqueue, short const restrict
        .arg a, "image2d_t", 4, , value, i16
.kernel k2
    .config
        .codeversion 3, 2
        .wavefront_size 1
        .kernarg_segment_align 16
        .runtime_loader_kernel_symbol 0x166b141d29
        .max_scratch_backing_memory 1778
        .max_flat_work_group_size 133
        .max_flat_work_group_size 233
        .arg a, 12, , pipe, f64 restrict const restrict
        .arg a, "image2d_t", 1, , dynshptr, uchar, 1, generic const restrict const
        .arg n, "uint", 12, 2, sampler, i32
        .arg n, 8, , defqueue, double
.text
.global k1
k1:
.skip 256
    s_endpgm
.p2align 8
.global k2
k2:
.skip 256
    s_add_u32 s0, s90, 0
    s_nop 5
    s_mov_b32 vcc_lo, s63
    v_mov_b32 v108, v159
    v_add_f32 v186, v84, v68
    s_endpgm
.p2align 8
.global k0
k0:
.skip 256
    s_add_u32 s73, s74, 12
    s_mov_b32 s75, s85
    s_mov_b32 vcc_lo, s46
    s_nop 0
    s_endpgm
