.rocm
.llvm10binfmt
.globaldata
.fill 64, 1, 0
.kernel k
    .control_directive
        .fill 128, 1, 0
.text
k:  s_endpgm
