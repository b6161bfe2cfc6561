/* register counts: each kernel's own code, over every return to it; code in
 * data is not counted; .sgprsnum/.vgprsnum replace the counts */
.globaldata
    s_mov_b32 s90, 0
    v_mov_b32 v200, 0
.kernel k1
    .config
    .dims xyz
    .text
    s_mov_b32 s10, 0
.kernel k2
    .config
    .tgsize
    .scratchbuffer 4
    .userdata PTR_UAV_TABLE, 0, 0, 2
    .text
    v_mov_b32 v5, s1
.kernel k1
    .data
    s_mov_b32 s80, 0
    v_mov_b32 v250, 0
    .text
    v_mov_b32 v20, s3
    s_mov_b64 vcc, s[0:1]
    s_endpgm
.kernel k3
    .config
    .sgprsnum 3
    .vgprsnum 1
    .text
    s_mov_b32 s99, 0
    v_mov_b32 v99, 0
.kernel k4
    .config
    .dims y, z
    .pgmrsrc2 0x1f80
    .text
    s_endpgm
.kernel k5
    .config
    .pgmrsrc2 0x1f80
    .text
    s_mov_b32 s99, s0
