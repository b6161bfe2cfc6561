# kernels are listed (table, ProgInfo, symbols) in byte order of their names; Mesa 17 headers, LLVM 3.9
.gallium
.kernel zeta
    .config
        .dims x
        .tgsize
.kernel Alpha
    .config
        .dims x
        .tgsize
.kernel alpha2
    .config
        .dims x
        .tgsize
.kernel alpha
    .config
        .dims x
        .tgsize
.kernel _k
    .config
        .dims x
        .tgsize
.text
zeta:
s_mov_b32 s12, 0
s_endpgm
.p2align 8
Alpha:
s_mov_b32 s20, 0
s_endpgm
.p2align 8
alpha2:
s_mov_b32 s28, 0
s_endpgm
.p2align 8
alpha:
s_mov_b32 s4, 0
s_endpgm
.p2align 8
_k:
s_mov_b32 s8, 0
s_endpgm
