.rocm
.llvm10binfmt
.globaldata
.fill 192, 1, 0
.kernel f
    .fkernel
    .config
.kernel k
    .config
.kernel g
    .config
.text
f:  .skip 256
    s_setpc_b64 s[30:31]
.p2align 8
k:  .skip 256
    s_endpgm
.p2align 8
g:  .skip 256
    s_endpgm
