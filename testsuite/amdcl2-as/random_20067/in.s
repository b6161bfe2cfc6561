.arch_minor 9
.globaldata
gd0: .int 362
gd1: .int 847,413,637,36
.p2align 3
gd2: .int 398,286,685,244,941
.p2align 1
gd3: .int 314
.quad 0,0,0,0
.kernel k0
    .config
        .priority 1
        .dims x
        .cws 55, 7, 2
        .sgprsnum 93
        .vectypehint int
        .setupargs
        .arg a0, clkevent
        .arg a1, structure, 40
        .arg a2, pipe
    .text
        s_load_dwordx4 s[16:19], s[4:5], 0
        s_mov_b32 s46, s5
        v_mov_b32 v79, v1
        s_endpgm
.kernel k1
    .config
        .vgprsnum 189
        .useenqueue
        .dx10clamp
        .pgmrsrc2 0xff3173
        .sgprsnum 96
        .dims z
        .useargs
        .arg a0, double
        .arg a1, char
        .arg a2, structure, 61
        .arg a3, uint
        .arg a4, int*, local
    .text
        s_mov_b32 s49, s37
        v_mov_b32 v94, v12
        v_mov_b32 v8, v20
        s_mov_b32 s43, s25
        s_nop 2
        v_mov_b32 v6, gd0>>32
        s_endpgm
.kernel k2
    .config
        .vgprsnum 161
        .work_group_size_hint 23, 6
        .exceptions 0xd7
        .priority 2
        .cws 60, 3, 1
        .dims x, xy
        .usesetup
        .setupargs
        .arg a0, double3*, constant
        .arg a1, float3, unused
    .text
        s_nop 3
        s_mov_b32 s57, s18
        v_mov_b32 v82, v30
        s_endpgm
