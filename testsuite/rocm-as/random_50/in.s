.format rocm
.eflags 59
.md_version 2, 1
.kernel k0
    .config
        .group_segment_fixed_size 10906
        .kernarg_segment_size 134
        .pgmrsrc3 0x6b59b16d
        .kernarg_segment_size 650
        .codeversion 3, 2
        .codeversion 0, 3
        .kernel_code_prefetch_offset 4408
        .runtime_loader_kernel_symbol 0x298969eb5e
        .workitem_vgpr_count 120
        .localsize 5953
        .floatmode 0x92
        .dims y
    .control_directive
        .fill 128, 1, 0xae
    .config
        .dims x
.text
k0:
.skip 256
    v_add_f32 v121, v208, v78
    s_mov_b32 vcc_lo, s36
    s_mov_b32 s51, s63
    s_endpgm
