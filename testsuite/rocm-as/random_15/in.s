.rocm
.newbinfmt
.eflags 53
.md_version 3, 0
.globaldata
.kernel k0
    .config
        .kernel_code_entry_offset 9023
        .private_elem_size 2
        .wavefront_sgpr_count 100
        .default_hsa_features
        .vgprsnum 39
        .vgprsnum 8
        .arg x1, "", 16, , goz, u8
        .arg x1, "image2d_t", 1, , globaloffsetx, ushort
        .arg x1, "", 1, , none, half
.kernel k1
    .config
        .dims z
        .runtime_handle "a%&\"_*_@&"
        .arg x1, "", 2, , printfbuf, long
        .arg x1, 12, , gox, uint restrict
        .arg a, 24, 1, multigridsyncarg, ushort
    .control_directive
        .fill 128, 1, 0x8d
    .config
        .dims x
.kernel k2
    .config
        .debug_private_segment_buffer_sgpr 66
        .default_hsa_features
        .workitem_vgpr_count 91
        .debug_wavefront_private_segment_offset_sgpr 72
        .userdatanum 15
        .userdatanum 16
        .pgmrsrc1 0x59d3e4f9
        .debug_private_segment_buffer_sgpr 94
        .arg , 8, , goz, f32 restrict const restrict
        .arg buf, "", 4, 2, globalbuf, long, region, rdwr
.text
k2:
.skip 256
    s_mov_b32 vcc_lo, s100
    s_mov_b32 s16, s77
    v_mov_b32 v28, v158
    s_endpgm
.p2align 8
.global k1
k1:
.skip 256
    s_mov_b32 vcc_lo, s7
    s_nop 5
    s_nop 4
    v_add_f32 v35, v252, v59
    v_add_f32 v209, v22, v126
    v_add_f32 v158, v139, v65
    v_mov_b32 v76, v164
    s_endpgm
.p2align 8
k0:
.skip 256
    s_endpgm
