.acl_version ""
.arch_stepping 0
.kernel k0
    .config
        .priority 0
        .sgprsnum 40
        .setupargs
        .arg a0, float*, constant, const
        .arg a1, "image2d_t", image, rdonly
        .arg a2, structure*, 15, global, volatile
    .text
        s_nop 3
        s_mov_b32 s25, s28
        s_mov_b32 s57, s30
        s_mov_b32 s37, s5
        s_endpgm
.kernel k1
    .hsaconfig
        .use_debug_enabled
        .cws 45, 4, 2
        .privmode
        .pgmrsrc2 0xd36808
        .dims xyz, x
        .use_ordered_append_gds
        .setupargs
        .arg a0, char
    .text
        s_mov_b32 s30, s26
        s_nop 2
        s_mov_b32 s24, s34
        s_mov_b32 s57, s13
        v_mov_b32 v59, v13
        s_endpgm
.kernel k2
    .config
        .floatmode 0x125
        .cws 56, 7, 1
        .ieeemode
        .usegeneric
        .useargs
        .dims yz, z
        .setupargs
        .arg a0, int3*, local, const, rdonly
        .arg a1, ulong2*, constant, const restrict
    .text
        s_mov_b32 s15, s26
        s_nop 0
        v_mov_b32 v37, v2
        s_nop 7
        s_endpgm
