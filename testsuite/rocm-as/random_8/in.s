.rocm
.arch_minor 8
.arch_stepping 5
.eflags 5
.tripple "t"
.metadata
.ascii "_%1\"_"
.kernel k0
    .fkernel
    .config
        .debugmode
        .priority 1
.kernel k1
    .config
        .userdatanum 0
        .runtime_loader_kernel_symbol 0xc5c236e2d4
.text
k1:
.skip 256
    v_mov_b32 v146, v28
    v_add_f32 v233, v172, v35
    v_add_f32 v225, v171, v136
    s_endpgm
.p2align 8
.global k0
k0:
.skip 256
    s_endpgm
.section .myextra
.byte 1, 2, 3
