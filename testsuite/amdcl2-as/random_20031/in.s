.globaldata
gd0: .int 956,578
gd1: .int 797,559,908,582
.p2align 2
gd2: .int 348,178,385,978
gd3: .int 140
.p2align 1
.quad 0,0,0,0
.bssdata align=1
bs0: .skip 7
bs1: .skip 29
.kernel k0
    .hsaconfig
        .cws 25, 4, 3
        .dims xy
        .runtime_loader_kernel_symbol 923
        .codeversion 3, 1
        .vgprsnum 236
        .arg a0, pipe
        .arg a1, float
        .arg a2, int2*, constant, restrict, unused
        .arg a3, sampler, 12
    .control_directive
        .fill 128, 1, 0x92
    .text
.global cl656215
cl656215:
        s_nop 0
        s_mov_b32 s60, s2
        s_nop 5
        s_mov_b32 s7, (gd2+4)&0xffffffff
        s_nop 0
        s_nop 0
        s_nop 5
        s_mov_b32 s7, s29
        s_endpgm
.kernel k1
    .hsaconfig
        .wavefront_size 16
        .dims xyz
        .gdssize 30600
        .localsize 18767
        .vectypehint double8
        .kernarg_segment_size 911
        .cws 48, 2, 4
        .arg a0, int2*, local, const
    .text
        s_mov_b32 s47, s17
        s_mov_b32 s35, s38
        s_nop 1
        v_mov_b32 v67, v8
        s_nop 7
        s_mov_b32 s20, gd1&0xffffffff
        v_mov_b32 v54, v26
        s_endpgm
