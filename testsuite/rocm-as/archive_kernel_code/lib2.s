# not needed: never linked
.global unused_sym
.kernel zz
    .config
        .dims x
.text
unused_sym:
zz:
.skip 256
    s_mov_b32 s90, 0
    s_endpgm
