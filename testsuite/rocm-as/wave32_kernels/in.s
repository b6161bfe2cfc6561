.rocm
.kernel k1
    .config
        .use_wave32
.kernel k2
    .config
.wave32
.kernel k3
    .config
.nowave32
.text
k1: .skip 256
    v_cndmask_b32 v0, v1, v2, s5
    v_add_co_u32 v0, s5, v1, v2
    s_endpgm
.p2align 8
k2: .skip 256
    v_add_co_u32 v0, s[4:5], v1, v2
    .wave32
    v_add_co_u32 v0, s6, v1, v2
    s_endpgm
.p2align 8
k3: .skip 256
    v_add_co_u32 v0, s7, v1, v2
    .nowave32
    v_add_co_u32 v0, s[8:9], v1, v2
    s_endpgm
