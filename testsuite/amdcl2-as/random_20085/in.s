.bssdata align=1
bs0: .skip 33
bs1: .skip 16
.global absx
absx = 4
.kernel k0
    .hsaconfig
        .localsize 15578
        .use_queue_ptr
        .reserved_sgprs 44, 46
        .use_kernarg_segment_ptr
        .work_group_size_hint 50, 2
        .pgmrsrc2 0x498c5e
        .dims xy
        .cws 54, 6, 2
        .setupargs
        .arg a0, int3
    .text
.global cl442240
cl442240:
        s_mov_b32 s47, s20
        v_mov_b32 v36, v24
        s_endpgm
.kernel k1
    .config
        .usegeneric
        .useargs
        .scratchbuffer 215
        .vgprsnum 174
        .arg a0, ulong2*, local
        .arg a1, queue
    .text
.global cl397799
cl397799:
        s_mov_b32 s58, s20
        flat_load_dword v13, v[2:3]
        s_load_dwordx4 s[12:15], s[4:5], 0
        v_mov_b32 v17, bs1%0x100000000
        s_mov_b32 s6, bs1
        v_mov_b32 v15, (bs0+4)&0xffffffff
        v_mov_b32 v22, v23
        s_endpgm
.p2align 2
.text
.globaldata
