.kernel k0
    .config
        .arg a0, uchar16
        .arg a1, sampler, 15
        .arg a2, uchar*, global
        .arg a3, ulong2
    .text
        s_mov_b32 s30, s0
        s_mov_b32 s7, gd0&0xffffffff
        s_mov_b32 s39, s40
        s_nop 2
        s_nop 3
        s_nop 0
        s_endpgm
.kernel k1
    .hsaconfig
        .pgmrsrc2 0xd37321
        .scratchbuffer 94
        .sgprsnum 91
        .workitem_private_segment_size 84
        .arg a0, structure, 52
        .arg a1, char4*, local
        .arg a2, int
        .arg a3, long
        .arg a4, float3
    .text
        s_mov_b32 s14, gd0&0xffffffff
        s_nop 3
        v_mov_b32 v15, v24
        v_mov_b32 v26, v20
        v_mov_b32 v20, gd1/0x100000000
        s_load_dwordx4 s[40:43], s[4:5], 0
        s_endpgm
