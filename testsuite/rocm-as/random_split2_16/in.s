.rocm
.llvm10binfmt
.eflags 33
.metadata
.ascii "X1"
.globaldata
.fill 128, 1, 0
.global gd0
gd0:
.int 47, 63, 96
.global gd1
gd1:
.int 6, 45
.global ls0, ls1
ls0 = k1 - gd0
ls1 = k1 + (k1 - gd0)

.text
.p2align 8
.kernel k0
    .fkernel
    .config
        .default_hsa_features
        .debug_wavefront_private_segment_offset_sgpr 47
        .codeversion 2, 3
        .default_hsa_features
        .use_kernarg_segment_ptr
        .call_convention 0x502fcf13
        .pgmrsrc3 0x648c814
        .use_grid_workgroup_count x
        .runtime_loader_kernel_symbol 0xf4146173fb
.kernel k1
    .config
        .kernel_code_prefetch_offset 3220
        .wavefront_size 128
        .pgmrsrc3 0xb5a6c6c8
        .call_convention 0x31ee8f2
        .kernel_code_entry_offset 512
        .max_scratch_backing_memory 7343
        .max_scratch_backing_memory 4720
        .machine 9, 19, 0, 19
        .kernel_code_prefetch_size 3898
        .gds_segment_size 3694

.text
.p2align 8
.text
.global k1
.global k0
k0:
.skip 256
    s_mov_b32 vcc_lo, s40
    v_mov_b32 v115, v210
    s_endpgm
.p2align 8
k1:
.skip 256
    v_mov_b32 v115, v63
    v_add_f32 v241, v87, v158
    s_cbranch_scc1 k1 + (k1 - gd1)
    .int (gd0 - .)*3
    v_add_f32 v131, v146, v219
    .int (gd1 - .)*3
    s_endpgm
    .int ls0
    .int ls1 - k1
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
