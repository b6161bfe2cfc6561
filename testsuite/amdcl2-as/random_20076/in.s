.compile_options "-cl-std=CL2.0"
.globaldata
gd0: .int 53,592,613,66,791
gd1: .int 476,682,714,125,397
gd2: .int 308,262,998,466
gd3: .int 89,257
.quad 0,0,0,0
.samplerinit
.quad 17
.samplerreloc 0, 0
.kernel k0
    .hsaconfig
        .pgmrsrc1 0xb526
        .vectypehint int
        .dims x, xy
        .use_queue_ptr
        .max_scratch_backing_memory 43
        .vgprsnum 248
        .workgroup_group_segment_size 24233
        .arg a0, double3
        .arg a1, structure*, 24, local
        .arg a2, char4
        .arg a3, short
        .arg a4, ulong2*, local, restrict, unused
    .text
        s_mov_b32 s30, s5
        v_mov_b32 v44, v20
        v_mov_b32 v9, gd3&0xffffffff
        s_endpgm
.kernel k1
    .hsaconfig
        .dims , x
        .exceptions 0xd2
        .use_kernarg_segment_ptr
        .workitem_private_segment_size 942
        .cws 61, 4, 2
        .arg a0, short3*, local, volatile, wronly
        .arg a1, sampler, 8
        .arg a2, int
        .arg a3, counter32
        .arg a4, uchar
        .sampler 0, 0
    .text
        s_mov_b32 s45, s13
        s_mov_b32 s13, (gd0+4)&0xffffffff
        s_load_dwordx4 s[20:23], s[4:5], 0
        s_mov_b32 s14, (gd1+8)>>32
        s_nop 4
        v_mov_b32 v14, gd3
        s_endpgm
.text
.int 0x12345678
.main
.inner
.byte 64
s_mov_b32 s38, 0
