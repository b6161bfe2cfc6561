.hsalayout
.globaldata
.global gd
gd:     .int 1, 2
.kernel a
    .config
        .dims x
        .arg p, int*, global
.kernel b
    .hsaconfig
        .default_hsa_features
.text
a:
        .skip 256
        s_mov_b32 s0, gd&0xffffffff
        s_mov_b32 s1, gd>>32
        s_mov_b32 s30, 0
        s_endpgm
.text
.p2align 8
b:
        .skip 256
        v_mov_b32 v12, 0
        s_endpgm
