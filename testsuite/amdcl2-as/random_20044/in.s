.acl_version ""
.rwdata
rw0: .byte 124,70,230,251,43
rw1: .byte 244,164,40,161,236,44
.bssdata align=1
bs0: .skip 28
bs1: .skip 23
bs2: .skip 39
.kernel k0
    .config
        .dims x
        .usesetup
        .vectypehint int
        .arg a0, ushort*, constant
        .arg a1, sampler
    .text
        v_mov_b32 v0, rw1%%0x100000000
        v_mov_b32 v88, v16
        s_nop 4
        s_mov_b32 s6, (bs2+4)&0xffffffff
        v_mov_b32 v3, v23
        s_nop 5
        s_nop 1
        s_mov_b32 s12, (rw1+4)&0xffffffff
        s_endpgm
.kernel k1
    .hsaconfig
        .floatmode 0x13e
        .reserved_sgprs 34, 34
        .dims xyz
        .cws 40, 1, 1
        .vectypehint int
        .use_debug_enabled
        .arg a0, ulong2*, global
        .arg a1, ulong2*, constant, const restrict
        .arg a2, ulong
    .text
.global cl119454
cl119454:
        .p2align 5
        s_endpgm
.kernel k2
    .hsaconfig
        .default_hsa_features
        .dx10clamp
        .workgroup_group_segment_size 10145
        .debugmode
        .kernarg_segment_align 64
        .use_ptr64
        .gds_segment_size 80
        .call_convention 3
        .localsize 20105
        .wavefront_sgpr_count 36
        .arg a0, double*, local
        .arg a1, char4
        .arg a2, queue
        .arg a3, float*, constant, const restrict
        .arg a4, pipe
    .text
        s_nop 4
        .kcode +
        v_mov_b32 v4, 0
        .kcodeend
        s_mov_b32 s38, s14
        s_mov_b32 s11, rw0/0x100000000
        v_mov_b32 v20, bs2
        s_mov_b32 s25, s16
        s_endpgm
