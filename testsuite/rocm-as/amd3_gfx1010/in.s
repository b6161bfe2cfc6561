.amd3
.globaldata
.fill 64, 1, 0
.kernel k
    .config
        .dims x
        .use_wave32
        .shared_vgprs 0
.text
k:
    s_mov_b32 s40, 0
    v_mov_b32 v20, 0
    s_endpgm
