.text
k0:
.skip 256
    s_mov_b32 s77, s65
    v_mov_b32 v82, v184
    s_add_u32 s41, s95, 5
    v_add_f32 v79, v65, v238
    s_endpgm
