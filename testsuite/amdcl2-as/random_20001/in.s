.kernel k0
    .config
        .scratchbuffer 583
        .dims , x
        .floatmode 0xdd
        .usegeneric
        .pgmrsrc2 0xac2baf
        .vectypehint double8
        .arg a0, double3*, constant, restrict, unused
    .text
        s_nop 2
        s_nop 2
        s_endpgm
.kernel k1
    .config
        .floatmode 0x4d
        .scratchbuffer 292
        .cws 37, 2, 2
        .exceptions 0x86
        .useenqueue
        .setupargs
        .arg a0, counter32
        .arg a1, counter32
        .arg a2, float
    .text
        v_mov_b32 v22, v26
        s_nop 1
        s_nop 0
        s_mov_b32 s26, s36
        s_endpgm
.kernel k2
    .hsaconfig
        .kernel_code_entry_offset 922
        .kernel_code_prefetch_size 56
        .dims z
        .pgmrsrc1 0x9465
        .workitem_vgpr_count 24
        .debugmode
        .scratchbuffer 247
        .default_hsa_features
        .setupargs
        .arg a0, int4
        .arg a1, float3
        .arg a2, char4
        .arg a3, pipe
    .text
        s_nop 1
        s_endpgm

