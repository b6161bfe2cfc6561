.text
k0:
.skip 256
    v_add_f32 v135, v149, v155
    v_add_f32 v177, v11, v248
    v_add_f32 v220, v96, v22
    v_add_f32 v237, v34, v88
    s_nop 4
    v_add_f32 v124, v217, v231
    s_nop 4
    v_add_f32 v166, v202, v190
    s_endpgm
