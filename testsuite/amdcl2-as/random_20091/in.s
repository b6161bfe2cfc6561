.hsalayout
.globaldata
gd0: .int 422,563
.quad 0,0,0,0
.kernel k0
    .config
        .pgmrsrc2 0x9515a1
        .debugmode
        .cws 18, 8, 4
        .priority 2
        .work_group_size_hint 6, 5
        .exceptions 0x9a
        .setupargs
        .arg a0, sampler
.kernel k1
    .config
        .usegeneric
        .cws 20, 7, 2
        .setupargs
        .arg a0, "image2d_t", image3d, rdonly
        .arg a1, int4
.kernel k2
    .hsaconfig
        .localsize 24435
        .floatmode 0xf1
        .default_hsa_features
        .use_dispatch_id
        .priority 1
        .reserved_sgprs 46, 49
        .vgprsnum 25
        .cws 39, 4, 2
        .use_flat_scratch_init
        .arg a0, uchar
        .arg a1, float3
.text
.p2align 8
k0:
.skip 256
        s_mov_b32 s4, (gd0+8)>>32
        s_mov_b32 s31, s20
        v_mov_b32 v11, gd0/0x100000000
        v_mov_b32 v53, v27
        s_endpgm
.p2align 8
k1:
.skip 256
        s_mov_b32 s43, s36
        s_mov_b32 s25, s38
        s_mov_b32 s19, gd0
        v_mov_b32 v12, (gd0+8)>>32
        s_endpgm
.p2align 8
k2:
.skip 256
        s_nop 5
        v_mov_b32 v83, v6
        s_mov_b32 s50, s29
        s_endpgm
