.nosectdiffs
.text
.global k0
k0:
.skip 256
    v_add_f32 v17, v119, v244
    v_add_f32 v85, v171, v16
    v_add_f32 v103, v159, v45
    s_add_u32 s97, s29, 15
    v_add_f32 v35, v19, v233
    v_add_f32 v57, v40, v153
    s_add_u32 s9, s78, 41
    s_endpgm
