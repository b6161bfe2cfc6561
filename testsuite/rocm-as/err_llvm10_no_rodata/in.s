.rocm
.llvm10binfmt
.kernel k
    .config
.text
k:  s_endpgm
