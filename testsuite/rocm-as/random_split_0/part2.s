.text
.global k0
k0:
.skip 256
    v_add_f32 v96, v16, v6
    s_nop 2
    v_add_f32 v200, v101, v255
    s_endpgm
