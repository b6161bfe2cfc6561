.kernel k0
    .hsaconfig
        .reserved_sgprs 47, 52
        .codeversion 1, 2
        .dims yz, z
        .cws 50, 2, 2
        .use_debug_enabled
        .setupargs
        .arg a0, pipe
        .arg a1, short*, constant, restrict
        .arg a2, short
        .arg a3, int3*, constant, volatile
        .arg a4, ulong2*, constant, volatile
    .text
        v_mov_b32 v51, v7
        s_mov_b32 s10, s4
        s_endpgm
.kernel k1
    .config
        .floatmode 0x1fc
        .dims x
        .vgprsnum 248
        .usesetup
        .useenqueue
        .setupargs
        .arg a0, double
        .arg a1, uchar16*, global
        .arg a2, int
        .arg a3, sampler
    .text
        s_nop 7
        s_mov_b32 s10, gd0//0x100000000
        s_mov_b32 s56, s19
        s_mov_b32 s8, s0
        v_mov_b32 v32, v0
        s_nop 7
        s_endpgm
