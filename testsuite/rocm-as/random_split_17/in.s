.rocm
.newbinfmt
.arch_minor 6
.kernel k0
    .fkernel
    .config
        .kernel_code_prefetch_offset 6454
        .priority 3
        .pgmrsrc1 0xa5de8847
        .gds_segment_size 3242
        .pgmrsrc1 0x9c3b641a
        .pgmrsrc3 0x3092f14b
        .kernarg_segment_size 406
        .pgmrsrc3 0xa9e81d24
        .userdatanum 12
        .sgprsnum 90
        .md_wavefront_size 32
        .fixed_work_group_size 
        .max_flat_work_group_size 914
        .arg buf, "float*", 8, , sampler, double
.kernel k1
    .config
        .reserved_vgprs 198, 234
        .reserved_vgprs 127, 227
        .wavefront_sgpr_count 37
        .arg a, 12, , globalbuf, half, region pipe const restrict
        .arg a, "float*", 8, , defqueue, double pipe restrict
        .arg , "", 8, , none, u16 restrict
        .arg x1, "float*", 16, , pipe, i64
.kernel k2
    .config
        .md_language "'%:\"\t:&a'\ta", 1, 0
        .arg ptr_2, "float*", 2, 4, none, f16
        .arg n, "uint", 1, 16, goy, struct

.text
.p2align 8
.text
k0:
.skip 256
    s_mov_b32 s36, s3
    s_endpgm
.p2align 8
k1:
.skip 256
    s_mov_b32 s51, s27
    v_add_f32 v9, v183, v209
    v_add_f32 v117, v126, v200
    s_add_u32 s12, s63, 42
    v_add_f32 v184, v12, v117
    s_nop 0
    v_add_f32 v230, v116, v198
    s_endpgm
.p2align 8
.global k2
k2:
.skip 256
    s_mov_b32 vcc_lo, s53
    v_add_f32 v255, v174, v219
    s_mov_b32 vcc_lo, s46
    s_add_u32 s57, s87, 23
    s_add_u32 s62, s7, 32
    v_add_f32 v111, v237, v7
    s_nop 1
    s_mov_b32 vcc_lo, s87
    s_endpgm
