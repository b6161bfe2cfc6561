.rocm
.nosectdiffs
.llvm10binfmt
.metadatav3
.arch_minor 4
.arch_stepping 3
.eflags 37
.globaldata
.fill 64, 1, 0
gd0:
.int 20
.global gd1
gd1:
.int 13, 60, 17
gd2:
.int 97
.kernel k0
    .config
        .wavefront_sgpr_count 13
        .kernel_code_prefetch_offset 2238
        .kernel_code_entry_offset 565
        .debug_wavefront_private_segment_offset_sgpr 2
        .pgmrsrc1 0xeca4c561
        .floatmode 0xd8
        .sgprsnum 12
        .max_flat_work_group_size 827
        .md_symname "Y\t"
        .spilledvgprs 9
        .spilledsgprs 50
        .runtime_handle "'cb*@*Y1&Y&1"
        .arg buf, "uint", 2, , globaloffsetz, long pipe const
        .arg buf, "image2d_t", 2, , globaloffsetx, f16
        .arg buf, 12, 8, defqueue, long
.text
k0:
    s_nop 1
    s_endpgm
.section .comment
.ascii "@Z\t!\"9%1\"Z%"
