.rocm
.llvm10binfmt
.arch_minor 3
.target "x"
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.globaldata
.fill 192, 1, 0
gd0:
.int 20, 89
.global gd1
gd1:
.int 17
.gotsym gd0
.kernel k0
    .config
        .pgmrsrc1 0x46107a9d
        .md_wavefront_size 128
        .md_symname "%_c"
        .max_flat_work_group_size 403
        .arg buf, 16, 16, none, int
        .arg , "", 24, , globaloffsetx, float const
        .arg a, 16, , multigridsyncarg, char
.kernel k1
    .fkernel
    .config
        .runtime_handle "\t*Z&"
        .max_flat_work_group_size 520
        .vectypehint half16
        .md_private_segment_fixed_size 244
        .arg , "int4", 8, , badkind, uchar pipe const
        .arg x1, 16, , badkind, u32
.kernel k2
    .config
        .gds_segment_size 6373
        .kernel_code_prefetch_size 3051
        .max_scratch_backing_memory 8590
        .reserved_vgprs 10, 5
        .debug_wavefront_private_segment_offset_sgpr 42
        .pgmrsrc1 0x3c960f6b
        .userdatanum 1
        .priority 2
        .group_segment_align 64
        .pgmrsrc2 0x2bd040ef
        .userdatanum 10
        .kernel_code_prefetch_offset 85
        .exceptions 0x7
        .spilledsgprs 81
        .md_kernarg_segment_align 8
        .spilledvgprs 72
        .arg ptr_2, 2, 8, badkind, float
.text
k1:
.skip 256
    s_endpgm
.p2align 8
.global k0
k0:
.skip 256
    s_endpgm
.p2align 8
.global k2
k2:
.skip 256
    s_add_u32 s20, s58, 60
    v_mov_b32 v9, v242
    s_nop 4
    s_endpgm
