.kernel k0
    .hsaconfig
        .vgprsnum 145
        .default_hsa_features
        .tgsize
        .userdatanum 6
        .sgprsnum 24
        .codeversion 0, 1
        .setupargs
        .arg a0, float
        .arg a1, uint
        .arg a2, ulong*, constant, volatile
    .text
        s_nop 4
        s_endpgm
.kernel k1
    .hsaconfig
        .reserved_vgprs 28, 31
        .sgprsnum 78
        .vectypehint int
        .ieeemode
        .setupargs
        .arg a0, int*, local
    .text
        s_nop 7
        s_mov_b32 s47, s15
        .kcode k0
        v_mov_b32 v6, 0
        .kcodeend
        s_endpgm
.kernel k2
    .config
        .priority 4
        .floatmode 0xac
        .tgsize
        .pgmrsrc1 0x82f7
        .localsize 9812
        .dims y
        .setupargs
        .arg a0, char
    .text
.global cl677554
cl677554:
        .kcode k0
        v_mov_b32 v22, 0
        .kcodeend
        s_mov_b32 s41, s39
        s_mov_b32 s45, s24
        s_endpgm
s_nop 0
.byte 60
