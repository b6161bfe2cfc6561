# LLVM 4.0: the code after a configured kernel's label must hold its header
.gallium
.kernel k
    .config
        .dims x
.text
k:      s_endpgm
