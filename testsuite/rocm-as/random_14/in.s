.rocm
.arch_minor 4
.globaldata
.kernel k0
    .config
        .kernarg_segment_size 915
        .debug_private_segment_buffer_sgpr 74
        .machine 11, 3, 17, 10
        .wavefront_sgpr_count 34
        .debug_wavefront_private_segment_offset_sgpr 12
        .debug_private_segment_buffer_sgpr 27
        .kernarg_segment_align 128
        .runtime_loader_kernel_symbol 0x94ce2df2ac
        .max_flat_work_group_size 930
        .md_wavefront_size 32
        .md_wavefront_size 128
        .md_kernarg_segment_size 52
        .arg ptr_2, "image2d_t", 2, , globalbuf, float, region restrict volatile pipe
        .arg n, "", 24, , defqueue, u8 const const const
.kernel k1
    .config
        .debug_wavefront_private_segment_offset_sgpr 103
        .kernarg_segment_align 32
        .private_elem_size 8
        .debug_wavefront_private_segment_offset_sgpr 29
        .call_convention 0xfabe17e9
        .machine 6, 9, 3, 0
        .pgmrsrc3 0xbb70a222
        .workgroup_fbarrier_count 7371
        .pgmrsrc2 0xf8e85392
        .gds_segment_size 5802
        .debug_wavefront_private_segment_offset_sgpr 45
        .md_sgprsnum 84
        .md_vgprsnum 172
        .fixed_work_group_size , 89
        .md_wavefront_size 64
        .md_sgprsnum 59
        .arg buf, 24, , defqueue, u8
.text
k0:
.skip 256
    v_mov_b32 v134, v120
    s_endpgm
.p2align 8
k1:
.skip 256
    s_mov_b32 s85, s76
    s_add_u32 s24, s47, 11
    s_nop 4
    s_mov_b32 vcc_lo, s83
    s_nop 4
    s_endpgm
