.compile_options "x y z"
.hsalayout
.globaldata
gd0: .int 890,996,245,647
gd1: .int 97,576,613
.p2align 4
gd2: .int 504,781,167
gd3: .int 440,526,499,213,470
.p2align 4
.quad 0,0,0,0
.rwdata
rw0: .byte 10,121,13,244,222,137,126
.samplerinit
.quad 60,43
.kernel k0
    .hsaconfig
        .work_group_size_hint 27, 1
        .use_grid_workgroup_count x
        .sgprsnum 37
        .codeversion 0, 3
        .cws 10, 5, 2
.kernel k1
    .hsaconfig
        .use_private_segment_buffer
        .use_grid_workgroup_count xyz
        .dims x, xy
        .vectypehint float4
        .sgprsnum 60
        .pgmrsrc2 0xd1f278
        .codeversion 2, 1
        .workgroup_group_segment_size 14321
        .localsize 8196
        .setupargs
        .arg a0, char*, constant
        .arg a1, double3
        .arg a2, sampler
        .arg a3, int2
.text
.p2align 8
k0:
.skip 256
        s_nop 5
        v_mov_b32 v6, (gd2+4)&0xffffffff
        v_mov_b32 v51, v9
        v_mov_b32 v18, (gd2+8)>>32
        v_mov_b32 v15, gd0&0xffffffff
        s_mov_b32 s13, (gd1+8)>>32
        s_endpgm
.p2align 8
k1:
.skip 256
        v_mov_b32 v55, v7
        s_mov_b32 s12, s16
        s_endpgm
.p2align 2
.inner
