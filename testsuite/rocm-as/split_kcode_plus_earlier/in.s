# .kcode + in an object that declares no kernel: the kernels of the objects
# before it (flag 0x400 of its ranges), as in the concatenated source
.rocm
.kernel k0
    .config
        .dims x
.kernel k1
    .config
        .dims xy
.text
.p2align 8
.text
.kcode +
    v_mov_b32 v127, v0
    s_mov_b32 s60, 0
.kcodeend
k1:
.skip 256
    s_mov_b32 vcc_lo, s1
    s_endpgm
.p2align 8
k0:
.skip 256
    v_add_f32 v28, v2, v5
    s_endpgm
.text
.p2align 8
# declared after the .kcode + of the object before: not in its set
.kernel k2
    .config
        .dims x
.text
k2:
.skip 256
    s_endpgm
