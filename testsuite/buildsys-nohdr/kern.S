# built with automake's DEFS: the string-valued -D options are defined
# (.ifdef sees them) and the numeric ones have their values
.ifdef PACKAGE_NAME
        s_mov_b32 s0, 1
.else
        s_mov_b32 s0, 2
.endif
.rept KERNEL_UNROLL
        v_add_f32 v0, v1, v0
.endr
        s_endpgm
