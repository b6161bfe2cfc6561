.hsalayout
.kernel k1
    .config
        .useargs
        .vgprsnum 18
        .localsize 5105
        .floatmode 0xac
        .dims xy
        .arg a0, double, unused
        .arg a1, long8
        .arg a2, short3
        .arg a3, float3*, constant
        .arg a4, long*, local
.text
.p2align 8
k0:
.skip 256
        s_nop 4
        s_mov_b32 s3, gd0%%0x100000000
        .kcode k1
        v_mov_b32 v32, 0
        .kcodeend
        s_mov_b32 s1, gd0%%0x100000000
        s_endpgm
.p2align 8
k1:
.skip 256
        s_mov_b32 s24, s6
        s_mov_b32 s1, s17
        s_mov_b32 s14, gd0//0x100000000
        s_mov_b32 s18, gd0&0xffffffff
        s_endpgm
