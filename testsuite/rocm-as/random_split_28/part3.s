.text
k0:
.skip 256
    s_add_u32 s4, s84, 29
    v_add_f32 v116, v193, v218
    s_add_u32 s73, s36, 14
    v_mov_b32 v182, v179
    v_add_f32 v171, v129, v153
    v_add_f32 v73, v19, v84
    v_add_f32 v238, v44, v40
    s_mov_b32 s82, s97
    s_endpgm
.p2align 8
.kcode k0, k1
    v_mov_b32 v62, v0
    s_mov_b32 s66, 0
.kcodeend
.global k1
k1:
.skip 256
    v_add_f32 v197, v63, v69
    v_add_f32 v199, v189, v33
    s_nop 2
    s_mov_b32 s69, s80
    s_add_u32 s57, s91, 31
    s_endpgm
.section .comment
.ascii "!X1"
.section .myextra
.byte 1, 2, 3
