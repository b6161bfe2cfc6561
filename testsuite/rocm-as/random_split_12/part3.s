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
