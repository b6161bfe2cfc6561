.rocm
.kernel k1
    .config
        .dims xy,xz
.kernel k2
    .config
        .dims ,yz
.kernel k3
    .config
        .dims
.kernel k4
    .config
        .dims ZyX
        .pgmrsrc2 0x1b80
.text
k1: .skip 256
    s_endpgm
.p2align 8
k2: .skip 256
    s_endpgm
.p2align 8
k3: .skip 256
    s_endpgm
.p2align 8
k4: .skip 256
    s_endpgm
