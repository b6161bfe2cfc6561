.format rocm
.newbinfmt
.kernel k0
    .config
        .md_symname "Xb*\\91\xe4"
        .vectypehint uint8
        .md_symname "_X%:Z\\"
        .md_private_segment_fixed_size 1745
        .arg x1, 8, 1, complact, int
        .arg , "int4", 16, , globaloffsety, ushort volatile restrict volatile
.kernel k1
    .config
        .workgroup_fbarrier_count 1764
        .pgmrsrc1 0xe6bdbddf
        .pgmrsrc1 0x4fea6f03
        .use_grid_workgroup_count x
        .runtime_loader_kernel_symbol 0xba13947429
        .workgroup_fbarrier_count 4931
        .md_sgprsnum 51
        .arg a, "", 12, , value, i8
.kernel k2
    .fkernel
    .config
        .machine 20, 11, 12, 17
        .default_hsa_features
        .call_convention 0xa8536765
        .default_hsa_features
        .runtime_handle "\"Z-@"
        .md_vgprsnum 117
        .fixed_work_group_size 2, , 191

.text
.p2align 8
.text
k1:
.skip 256
    v_add_f32 v18, v138, v40
    v_add_f32 v114, v101, v117
    s_add_u32 s24, s54, 32
    s_mov_b32 s65, s36
    s_nop 7
    v_add_f32 v251, v11, v201
    s_mov_b32 vcc_lo, s61
    s_endpgm
.p2align 8
k2:
.skip 256
    s_mov_b32 vcc_lo, s86
    v_add_f32 v90, v141, v214
    s_nop 1
    s_endpgm
.p2align 8
k0:
.skip 256
    v_add_f32 v18, v255, v41
    s_mov_b32 s9, s58
    s_mov_b32 vcc_lo, s95
    s_nop 6
    s_endpgm
.size k0, 72
