.acl_version "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD)"
.globaldata
.global gd0
gd0: .int 387
.p2align 4
.global gd1
gd1: .int 86
.global gd2
gd2: .int 371,667,496,410,353
.global gd3
gd3: .int 505,117
.quad 0,0,0,0
.rwdata
.global rw0
rw0: .byte 200,35,224,34,21,15,210,157,108
.global rw1
rw1: .byte 219
.kernel k0
    .config
        .cws 49, 2, 3
        .useenqueue
        .work_group_size_hint 58, 2
        .dims xy
        .setupargs
        .arg a0, long*, local, volatile
        .arg a1, sampler
        .arg a2, clkevent
    .text
        s_nop 4
        v_mov_b32 v58, v2
        s_nop 2
        s_endpgm
.kernel k1
    .hsaconfig
        .use_grid_workgroup_count xyz
        .cws 12, 5, 4
        .runtime_loader_kernel_symbol 531
        .vgprsnum 95
        .arg a0, "myt", image2d, read_only
        .arg a1, uchar16
        .arg a2, "image2d_t", image2d, read_write
        .arg a3, long8
        .arg a4, int
    .text
        v_add_f32 v13, v1, v2
        s_endpgm
.kernel k2
    .hsaconfig
        .work_group_size_hint 6, 7
        .vectypehint int
        .dims xyz, x
        .exceptions 0x9f
        .arg a0, uint
        .arg a1, uchar
    .control_directive
        .fill 128, 1, 0x5e
    .text
        s_mov_b32 s11, rw1>>32
        v_mov_b32 v46, v14
        v_mov_b32 v52, v15
        s_mov_b32 s15, s26
        s_endpgm
