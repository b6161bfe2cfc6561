.acl_version "abc"
.bssdata
bs0: .skip 23
bs1: .skip 35
.sampler 14648
.kernel k0
    .config
        .localsize 28524
        .pgmrsrc2 0xe4a34c
        .arg a0, ulong2
        .arg a1, int2*, global
        .arg a2, "image2d_t", image2d, read_only
        .arg a3, structure, 18
        .arg a4, ushort
    .text
        s_mov_b32 s46, s32
        s_endpgm
.kernel k1
    .config
        .ieeemode
        .dims xy
        .floatmode 0xbf
        .arg a0, long*, global
        .arg a1, char4*, constant
        .arg a2, "myt", image2d, read_write
        .arg a3, pipe
        .sampler 0
    .text
.global cl830628
cl830628:
        v_mov_b32 v16, bs1>>32
        s_endpgm
