
.amd3
.globaldata
.fill 128, 1, 0
.kernel k1
    .config
        .dims x
        .arg a, "int", 4, , value, i32
        .arg b, "int", 4, , value, i32
.kernel k2
    .config
.text
.p2align 8
.metadatav3
.kernel k1
    .config
        .arg c, "long", 8, , value, i64
.text
k1: s_endpgm
.text
.p2align 8
.kernel k2
.text
k2: v_mov_b32 v9, 0
    s_endpgm
