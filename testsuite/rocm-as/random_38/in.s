.format rocm
.eflags 20
.metadata
.ascii "c"
.kernel k0
    .fkernel
    .config
.kernel k1
    .config
        .vgprsnum 224
        .wavefront_sgpr_count 47
        .dx10clamp
        .kernarg_segment_size 933
        .priority 1
        .kernel_code_prefetch_size 634
        .reserved_sgprs 42, 103
        .dims x
        .max_scratch_backing_memory 9002
.text
.global k1
k1:
.skip 256
    s_endpgm
.p2align 8
k0:
.skip 256
    s_add_u32 s42, s50, 47
    s_mov_b32 vcc_lo, s75
    v_add_f32 v113, v139, v33
    s_add_u32 s54, s80, 12
    s_mov_b32 vcc_lo, s87
    v_add_f32 v6, v132, v241
    v_add_f32 v40, v192, v158
    s_endpgm
.size k0, 24
