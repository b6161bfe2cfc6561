.hsalayout
.kernel k1
    .hsaconfig
        .use_dynamic_call_stack
        .use_xnack_enabled
        .work_group_size_hint 37, 1
        .vgprsnum 109
        .default_hsa_features
        .dx10clamp
        .arg a0, char4*, global, const restrict
        .arg a1, short3
        .arg a2, uchar16
        .arg a3, "myt", image2d, read_only
        .arg a4, "image2d_t", image3d, 
.text
.p2align 8
k0:
.skip 256
        v_mov_b32 v32, v7
        v_mov_b32 v56, v26
        s_endpgm
