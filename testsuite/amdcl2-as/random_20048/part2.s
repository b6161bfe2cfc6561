.kernel k0
    .hsaconfig
        .use_dispatch_id
        .dims xy
        .workgroup_group_segment_size 4455
        .call_convention 4
        .sgprsnum 93
        .kernel_code_entry_offset 320
        .use_private_segment_buffer
        .cws 44, 6, 3
        .arg a0, "image2d_t", image3d, 
        .arg a1, queue
    .text
        s_nop 0
        s_nop 3
        v_mov_b32 v82, v4
        v_mov_b32 v13, v14
        v_mov_b32 v49, v4
        flat_load_dword v10, v[2:3]
        s_endpgm
.kernel k1
    .config
        .sgprsnum 84
        .cws 30, 3, 1
        .privmode
        .floatmode 0x15a
        .ieeemode
        .usegeneric
        .usesetup
        .arg a0, float3*, local
    .text
        s_load_dwordx4 s[28:31], s[4:5], 0
        s_nop 6
        s_mov_b32 s51, s2
        s_load_dwordx4 s[8:11], s[4:5], 0
        v_mov_b32 v48, v1
        s_endpgm
.kernel k2
    .hsaconfig
        .machine 6, 9, 3, 0
        .use_private_segment_buffer
        .debug_private_segment_buffer_sgpr 79
        .dims xyz
        .default_hsa_features
    .control_directive
        .fill 128, 1, 0x3b
    .text
        s_nop 7
        s_mov_b32 s19, s28
        s_endpgm
