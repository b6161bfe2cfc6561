.hsalayout
.bssdata align=1
bs0: .skip 17
bs1: .skip 33
.global absx
absx = 90
.kernel k0
    .hsaconfig
        .default_hsa_features
        .use_dynamic_call_stack
        .kernarg_segment_align 16
        .dims , x
        .vectypehint float4
.text
.p2align 8
k0:
.skip 256
        s_mov_b32 s33, s22
        s_load_dwordx4 s[32:35], s[4:5], 0
        v_add_f32 v9, v1, v2
        s_mov_b32 s14, bs0/0x100000000
        s_nop 7
        s_mov_b32 s23, s38
        s_mov_b32 s20, bs1&0xffffffff
        s_nop 5
        s_endpgm
