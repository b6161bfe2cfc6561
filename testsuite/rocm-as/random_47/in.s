.format rocm
.newbinfmt
.target "amdgcn-amd-amdhsa-amdgizcl-gfx803"
.md_version 3, 3
.globaldata
.global gd0
gd0:
.int 73, 4
gd1:
.int 93, 84
gd2:
.int 35, 4, 92, 71
.kernel k0
    .fkernel
    .config
        .use_grid_workgroup_count z
        .workgroup_fbarrier_count 5415
        .reserved_vgprs 61, 227
        .debug_wavefront_private_segment_offset_sgpr 26
        .spilledsgprs 69
        .vectypehint float4
        .arg buf, "", 16, , pipe, double, rdonly
        .arg a, "uint", 12, 16, complact, u64
.text
.global k0
k0:
.skip 256
    s_mov_b32 vcc_lo, s90
    v_add_f32 v77, v99, v115
    s_endpgm
