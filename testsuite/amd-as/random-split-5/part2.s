.kernel k0
.text
v_add_f32 v42, v221, v118
s_endpgm
