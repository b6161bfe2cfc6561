.hsalayout
.kernel k0
    .config
        .dims yz, z
        .usegeneric
.private_elem_size 3
        .pgmrsrc2 0x503075
        .exceptions 0x8b
        .vgprsnum 224
        .setupargs
        .arg a0, short3, unused
        .arg a1, int3
.text
.p2align 8
k0:
.skip 256
        s_mov_b32 s35, s38
        s_nop 6
        s_mov_b32 s38, s9
        s_nop 0
        s_mov_b32 s51, s8
        s_endpgm
.kernel k0
.p2align 2
.rwdata
.rwdata
