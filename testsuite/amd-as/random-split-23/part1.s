.globaldata
.int 13
.p2align 4
v_add_f32 v60, v164, v116
s_endpgm
