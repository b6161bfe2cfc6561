s_nop 0
.gpu CapeVerde
v_pk_add_f16 v1, v2, v3
