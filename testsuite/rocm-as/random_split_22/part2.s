.kernel k0
    .config
        .userdatanum 4
        .vgprsnum 169
        .max_scratch_backing_memory 8921
        .default_hsa_features
        .call_convention 0xf4612cc0
        .reserved_sgprs 10, 66
        .workitem_private_segment_size 11389
        .vgprsnum 75
        .kernarg_segment_size 107
        .runtime_loader_kernel_symbol 0xb1ae439a92
        .kernel_code_prefetch_offset 3415
        .md_symname "'"
        .md_wavefront_size 128
        .arg buf, 8, 4, globaloffsetx, u32
        .arg n, "int4", 24, , globaloffsetx, i64 volatile restrict
        .arg a, "uint", 2, , multigridsyncarg, char
        .arg ptr_2, 2, , multigridsyncarg, ushort pipe
        .arg x1, "", 4, 4, globalbuf, i16, private, wronly
.kernel k1
.kernel k2
    .config
        .machine 14, 15, 17, 15
        .runtime_loader_kernel_symbol 0x7aa404c924
        .pgmrsrc3 0xe4939d64
        .runtime_loader_kernel_symbol 0x312db91ffa
        .private_segment_align 32
        .fixed_work_group_size 121, 236
        .spilledvgprs 40
        .arg a, 1, 1, pipe, half restrict
    .control_directive
        .fill 128, 1, 0xe9
    .config
        .dims x
.text
k2:
.skip 256
    v_add_f32 v9, v148, v63
    s_nop 5
    s_mov_b32 vcc_lo, s60
    v_add_f32 v47, v16, v165
    v_add_f32 v173, v175, v84
    s_mov_b32 vcc_lo, s82
    s_mov_b32 s22, s87
    v_add_f32 v251, v65, v237
    s_endpgm
.p2align 8
k1:
.skip 256
    v_add_f32 v19, v118, v245
    v_mov_b32 v163, v165
    s_mov_b32 s31, s29
    s_nop 0
    s_mov_b32 vcc_lo, s57
    s_mov_b32 s18, s79
    s_nop 0
    s_endpgm
.p2align 8
k0:
.skip 256
    v_add_f32 v8, v1, v119
    s_mov_b32 vcc_lo, s72
    s_endpgm
