.text
k0:
.skip 256
    v_mov_b32 v101, v135
    v_mov_b32 v67, v15
    v_add_f32 v154, v8, v61
    s_endpgm
