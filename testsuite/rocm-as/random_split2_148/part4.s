.nosectdiffs
.text
k2:
.skip 256
    v_mov_b32 v200, v70
    v_mov_b32 v238, v229
    s_endpgm
.p2align 8
.global k0
k0:
.skip 256
    s_mov_b32 s11, s51
    s_nop 2
    s_endpgm
.p2align 8
k1:
.skip 256
    s_mov_b32 vcc_lo, s32
    v_add_f32 v148, v0, v2
    v_add_f32 v163, v101, v162
    s_mov_b32 s86, s64
    s_nop 6
    v_add_f32 v51, v36, v115
    s_endpgm
