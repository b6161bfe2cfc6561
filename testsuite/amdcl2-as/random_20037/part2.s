.kernel k0
    .hsaconfig
        .workgroup_group_segment_size 8238
        .userdatanum 1
        .floatmode 0x16a
        .kernel_code_entry_offset 729
        .arg a0, int4
        .arg a1, uchar
        .arg a2, double3*, constant
        .arg a3, sampler
        .arg a4, counter32
    .text
        s_nop 4
        s_mov_b32 s1, gd0/0x100000000
        v_mov_b32 v8, bs0&0xffffffff
        s_endpgm
