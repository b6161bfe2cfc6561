# automatic register counts on GCN 1.1: FLAT_SCRATCH takes 4 SGPRs
.gallium
.kernel k_vcc
    .config
        .dims x

.kernel k_big
    .config
        .dims x

.kernel k_setup
    .config
        .dims xyz
        .tgsize
        .scratchbuffer 4
        .userdatanum 8

.kernel k_dims2
    .config
        .dims xy, z

.kernel k_none
    .config

.kernel k_fixed
    .config
        .sgprsnum 3
        .vgprsnum 1

.kernel k_flat
    .config
        .dims x

.text
k_vcc:
v_cndmask_b32 v1, v2, v3, vcc
s_endpgm
.p2align 8
k_big:
s_mov_b32 s101, 0
s_endpgm
.p2align 8
k_setup:
v_mov_b32 v9, 0
s_mov_b32 s3, 1
s_endpgm
.p2align 8
k_dims2:
s_mov_b32 s1, 0
s_endpgm
.p2align 8
k_none:
s_endpgm
.p2align 8
k_fixed:
s_mov_b32 s40, 0
v_mov_b32 v40, 0
s_endpgm
.p2align 8
k_flat:
s_mov_b64 flat_scratch, s[4:5]
s_endpgm
