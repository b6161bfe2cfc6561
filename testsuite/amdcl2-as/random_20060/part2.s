.kernel k0
    .hsaconfig
        .priority 1
        .use_flat_scratch_init
        .default_hsa_features
        .privmode
        .max_scratch_backing_memory 84
        .arg a0, short*, global, const restrict
        .arg a1, ulong2
        .arg a2, float
        .arg a3, structure, 54
    .text
        v_mov_b32 v70, v21
        s_nop 1
        v_mov_b32 v13, v29
        s_mov_b32 s5, s26
        s_nop 4
        v_mov_b32 v3, v28
        s_endpgm
.kernel k1
    .hsaconfig
        .machine 9, 4, 5, 9
        .sgprsnum 5
        .gds_segment_size 34
        .dims yz, z
        .setupargs
        .arg a0, uchar16
        .arg a1, int
        .arg a2, uchar16
    .text
        s_nop 7
        .kcode k1
        v_mov_b32 v3, 0
        .kcodeend
        v_mov_b32 v98, v8
        s_mov_b32 s18, s21
        s_endpgm
