.rocm
.llvm10binfmt
.globaldata
.fill 128, 1, 0
gd0:
.int 28, 2
.global gd1
gd1:
.int 97, 74
gd2:
.int 92, 47
.gotsym gd0
.kernel k0
    .config
        .private_elem_size 4
        .pgmrsrc1 0x191f4813
        .kernel_code_prefetch_offset 784
        .debug_private_segment_buffer_sgpr 95
        .codeversion 3, 0
        .workgroup_group_segment_size 32178
        .kernel_code_entry_offset 256
        .use_xnack_enabled
        .md_wavefront_size 32
        .spilledsgprs 98
        .vectypehint int
        .arg n, "float*", 24, , globaloffsetz, i32
        .arg a, "", 2, , gox, char restrict
.kernel k1
    .fkernel
    .config
        .workgroup_fbarrier_count 989
        .dims xy
        .exceptions 0xc
        .use_ptr64
        .pgmrsrc3 0x7a20ceee
        .pgmrsrc1 0xca036ff6
        .group_segment_fixed_size 22510
        .gds_segment_size 4097
        .md_kernarg_segment_align 32
        .md_symname "ba''\t9&!\x96"
        .runtime_handle "1Yb%\""
        .spilledvgprs 52
        .arg n, "", 4, 8, sampler, u32
        .arg ptr_2, 4, , globalbuf, u32, generic, write_only
        .arg , 1, , pipe, i16
        .arg x1, "float*", 24, 4, multigridsyncarg, u32
.text
k1:
.skip 256
    .int . - gd1
    v_add_f32 v21, v160, v15
    v_mov_b32 v90, v222
    s_endpgm
.p2align 8
k0:
.skip 256
    v_mov_b32 v238, v154
    s_mov_b32 vcc_lo, s72
    s_add_u32 s87, s45, 34
    s_nop 1
    s_mov_b32 vcc_lo, s78
.kcode k1
    v_mov_b32 v122, v0
    s_mov_b32 s30, 0
.kcodeend
    s_endpgm
