.acl_version ""
.globaldata
gd0: .int 245,369,435
gd1: .int 276,553,130,732
gd2: .int 443,979,770
.p2align 2
.quad 0,0,0,0
.kernel k0
    .hsaconfig
        .floatmode 0xdb
        .use_ptr64
        .dims y
        .kernel_code_prefetch_offset 27
        .kernel_code_prefetch_size 3
        .work_group_size_hint 56, 5
        .setupargs
        .arg a0, ulong2
        .arg a1, short3
    .text
        s_mov_b32 s27, s2
        s_mov_b32 s17, s18
        s_endpgm
.kernel k1
    .setup
    .byte 164,62
    .text
        v_mov_b32 v80, v3
        s_nop 6
        s_mov_b32 s13, s22
        s_nop 4
        s_mov_b32 s9, s7
        v_mov_b32 v17, gd1
        v_mov_b32 v69, v6
        s_mov_b32 s28, s2
        s_endpgm
.kernel k2
    .config
        .useargs
        .localsize 16884
        .dims xyz
        .arg a0, double3
        .arg a1, short*, local, const restrict, rdonly
        .arg a2, float, unused
    .text
.global cl674706
cl674706:
        s_mov_b32 s2, s19
        s_endpgm
