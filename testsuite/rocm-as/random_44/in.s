.format rocm
.arch_stepping 0
.eflags 11
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.kernel k0
    .config
        .kernarg_segment_size 245
        .use_grid_workgroup_count xyz
        .wavefront_size 256
        .vgprsnum 74
        .priority 2
        .private_elem_size 16
        .floatmode 0x8d
        .sgprsnum 62
        .arg x1, "uint", 8, , goy, int volatile
        .arg n, "float*", 16, 1, sampler, u64
        .arg , 16, 2, gox, float
.text
.global k0
k0:
.skip 256
    s_mov_b32 vcc_lo, s89
    s_mov_b32 s7, s100
    s_nop 3
    v_add_f32 v183, v115, v110
    s_mov_b32 vcc_lo, s26
    s_nop 3
    s_nop 7
    v_mov_b32 v79, v175
    s_endpgm
