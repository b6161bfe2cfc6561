.format rocm
.newbinfmt
.eflags 6
.target "x"
.tripple "amdgcn-amd-amdhsa-amdgizcl"

.text
.p2align 8
.globaldata

.text
.p2align 8
.kernel k0
    .fkernel
.kernel k1
    .config
        .use_kernarg_segment_ptr
        .use_dispatch_ptr
        .scratchbuffer 78436
        .pgmrsrc3 0xed8ddde2
        .kernel_code_entry_offset 256
        .debug_wavefront_private_segment_offset_sgpr 56
        .sgprsnum 47
        .max_flat_work_group_size 516
        .md_kernarg_segment_size 299
        .md_sgprsnum 54
        .arg buf, "int4", 16, 1, complact, float
        .arg n, "int4", 24, , queue, long

.text
.p2align 8
.text
.global k1
k1:
.skip 256
    v_add_f32 v242, v233, v254
    s_add_u32 s22, s5, 9
    v_add_f32 v50, v0, v142
    v_mov_b32 v130, v143
    s_nop 4
.kcode +
    v_mov_b32 v191, v0
    s_mov_b32 s28, 0
.kcodeend
    s_add_u32 s31, s78, 11
    s_endpgm
.p2align 8
k0:
.skip 256
    v_add_f32 v28, v151, v133
    s_mov_b32 vcc_lo, s83
    v_add_f32 v155, v221, v125
    s_mov_b32 vcc_lo, s53
    v_add_f32 v199, v86, v175
    s_endpgm
