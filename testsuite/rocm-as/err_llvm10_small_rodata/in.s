.rocm
.llvm10binfmt
.globaldata
.fill 64, 1, 0
.kernel k1
    .config
.kernel k2
    .config
.text
k1: s_endpgm
k2: s_endpgm
