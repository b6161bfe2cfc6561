.rocm
.kernel k1
    .config
        .dims xyz
        .use_private_segment_buffer
        .use_kernarg_segment_ptr
.kernel k2
    .config
        .use_flat_scratch_init
.kernel k3
    .config
        .use_xnack_enabled
        .tgsize
        .scratchbuffer 16
.kernel k4
    .config
        .userdatanum 3
.text
k1: .skip 256
    s_mov_b32 s40, s3
    v_mov_b32 v100, v0
    s_endpgm
.p2align 8
k2: .skip 256
    v_add_u32 v1, vcc, v2, v3
    s_endpgm
.p2align 8
k3: .skip 256
    s_mov_b64 flat_scratch, s[0:1]
    s_endpgm
.p2align 8
k4: .skip 256
    s_mov_b64 xnack_mask, s[2:3]
    s_endpgm
