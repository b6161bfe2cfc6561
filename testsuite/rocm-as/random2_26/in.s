.format rocm
.newbinfmt
.eflags 32
.tripple "t"
.globaldata
.global gd0
gd0:
.int 94, 99, 20
gd1:
.int 6, 30, 70
.global ls0, ls1
ls0 = k0 - gd1
ls1 = k0 + (k0 - gd1)
.kernel k0
    .config
        .workitem_vgpr_count 173
        .runtime_loader_kernel_symbol 0xc2031ea469
        .wavefront_sgpr_count 69
        .reserved_sgprs 7, 71
        .use_private_segment_buffer
        .priority 2
        .max_flat_work_group_size 685
        .md_kernarg_segment_align 32
        .md_sgprsnum 84
        .md_kernarg_segment_size 316
        .arg , "uint", 4, , pipe, i16, rdonly
        .arg buf, "float*", 2, , value, i16 volatile volatile
        .arg x1, 16, 2, printfbuf, i64
        .arg x1, 2, , gox, f16 restrict
        .arg , "uint", 2, , complact, ulong
.text
k0:
.skip 256
    s_endpgm
    .int ls0
    .int ls1 - k0
    s_movk_i32 s1, ls0 & 0x7fff
    s_mov_b32 s2, ls0 + 4
.size gd1, 86
.section .comment
.ascii "::_c0\"Z%:\\Z1"
