
.kernel k1
    .config
        .use_wave32
.kernel k2
    .config
.text
.p2align 8
.kernel k1
    .config
        .use_wave32
.kernel k2
.text
k1: .skip 256
    v_add_co_u32 v0, s5, v1, v2
    s_endpgm
.p2align 8
k2: .skip 256
    v_add_co_u32 v0, s[4:5], v1, v2
    s_endpgm
