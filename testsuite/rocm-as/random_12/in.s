.rocm
.newbinfmt
.arch_stepping 2
.eflags 32
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.md_version 1, 2
.kernel k0
    .config
        .priority 1
        .runtime_loader_kernel_symbol 0xd93000c5f0
        .runtime_loader_kernel_symbol 0xebaf31ba4
        .private_elem_size 8
        .codeversion 3, 0
        .scratchbuffer 8474
        .reserved_sgprs 22, 35
        .vgprsnum 136
        .kernel_code_prefetch_offset 7178
        .default_hsa_features
        .md_kernarg_segment_align 16
        .md_symname "9*''1!9\\_"
        .arg n, 4, , goz, f32
        .arg ptr_2, 4, , pipe, double
        .arg a, "float*", 4, , queue, f64
        .arg x1, "uint", 1, 16, defqueue, i32
        .arg buf, "uint", 12, 16, globaloffsetx, i64 restrict const const
.kernel k1
.kernel k2
    .config
        .debug_private_segment_buffer_sgpr 27
        .floatmode 0xaa
        .kernel_code_prefetch_size 9956
        .dims 
        .runtime_loader_kernel_symbol 0xf9ebfb7384
        .sgprsnum 25
        .workgroup_fbarrier_count 4329
        .codeversion 1, 2
        .runtime_handle ""
        .md_private_segment_fixed_size 786
        .runtime_handle "'%-%a@@!&\"c0"
        .md_wavefront_size 32
        .md_group_segment_fixed_size 4425
        .arg x1, "image2d_t", 8, , none, f32
        .arg x1, "image2d_t", 4, 1, defqueue, f16
    .control_directive
        .fill 128, 1, 0xc6
.text
.global k2
k2:
.skip 256
    s_nop 3
    s_mov_b32 vcc_lo, s61
    v_mov_b32 v136, v41
    v_mov_b32 v58, v195
    v_add_f32 v205, v81, v155
    s_endpgm
.p2align 8
.global k0
k0:
.skip 256
    s_mov_b32 s13, s65
    v_add_f32 v34, v45, v126
    s_mov_b32 vcc_lo, s18
    s_nop 6
    s_endpgm
.p2align 8
k1:
.skip 256
    v_add_f32 v45, v96, v155
    s_mov_b32 s69, s88
    s_endpgm
.section .comment
.ascii "1\t\t1%\xa3"
