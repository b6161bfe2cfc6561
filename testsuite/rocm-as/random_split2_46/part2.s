.nosectdiffs
.text
k0:
.skip 256
    v_mov_b32 v9, v129
    v_mov_b32 v98, v184
    v_mov_b32 v188, v10
    v_mov_b32 v36, v43
    s_endpgm
