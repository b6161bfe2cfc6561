.amd3
.eflags 5
.target "x"
.tripple "t"
.md_version 0, 1

.text
.p2align 8
.metadatav3
.globaldata
.fill 64, 1, 0
.global gd0
gd0:
.int 73, 43, 30, 80
.global gd1
gd1:
.int 79
.gotsym gd0, got_gd0

.text
.p2align 8
.metadatav3
.kernel k0
    .fkernel
    .config
        .machine 7, 18, 10, 18
        .wavefront_size 128
        .runtime_handle "'b"
        .vectypehint uint8
        .vectypehint half16
        .max_flat_work_group_size 570
        .arg ptr_2, "", 2, , goz, uchar const
.text
k0:
    s_mov_b32 vcc_lo, s27
    s_endpgm
.section .myextra
.byte 1, 2, 3
