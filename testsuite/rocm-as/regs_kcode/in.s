.rocm
.kernel a
    .config
.kernel b
    .config
.kernel c
    .fkernel
    .config
.text
a:  .skip 256
    s_mov_b32 s5, 0
    .kcode b, c
    v_mov_b32 v60, 0
    .kcode -c
    s_mov_b32 s70, 0
    .kcodeend
    .kcodeend
    s_endpgm
.p2align 8
b:  .skip 256
    s_swappc_b64 s[30:31], s[32:33]
    s_endpgm
.p2align 8
c:  .skip 256
    .kcode +
    v_mov_b32 v9, 0
    .kcodeend
    s_setpc_b64 s[30:31]
