.rocm
.newbinfmt
.arch_minor 9
.eflags 35
.target "amdgcn-amd-amdhsa-amdgizcl-gfx803"
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.md_version 1, 1

.text
.p2align 8
.globaldata
.global gd0
gd0:
.int 23

.text
.p2align 8
.kernel k0
    .config
        .floatmode 0xb0
        .pgmrsrc3 0xb86bdcd
        .reserved_sgprs 39, 67
        .md_kernarg_segment_size 496
        .arg buf, 4, 4, goy, f32 restrict
        .arg a, 4, , printfbuf, uchar restrict
        .arg ptr_2, "", 2, , value, long const const
.kernel k1
    .config
        .md_vgprsnum 215
        .arg n, 1, 1, sampler, uchar
        .arg a, 8, , goy, i16 pipe

.text
.p2align 8
.text
k0:
.skip 256
    s_mov_b32 s5, s33
    s_nop 3
    s_mov_b32 vcc_lo, s65
    .int gd0 - k0
    s_mov_b32 vcc_lo, s7
    s_endpgm
.p2align 8
.global k1
k1:
.skip 256
    s_mov_b32 vcc_lo, s101
    s_mov_b32 s97, s102
    v_mov_b32 v95, v137
    s_nop 5
    s_add_u32 s18, s8, 6
    v_mov_b32 v15, v67
    s_endpgm
.size k0, 3
