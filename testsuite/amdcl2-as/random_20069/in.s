.compile_options "-I ./"
.arch_minor 8
.hsalayout
.global absx
absx = 72
.inner
.section .innx
.global innx0
innx0: .byte 5,6
.main
.kernel k0
    .hsaconfig
        .debug_private_segment_buffer_sgpr 83
        .use_dispatch_ptr
        .priority 3
        .vectypehint double8
        .use_grid_workgroup_count xyz
        .private_elem_size 2
        .kernarg_segment_align 256
        .dims x, xy
        .cws 63, 3, 4
        .setupargs
        .arg a0, uchar
        .arg a1, long8*, local, const
        .arg a2, short3*, constant, restrict
    .control_directive
        .fill 128, 1, 0x5d
.kernel k1
    .hsaconfig
        .userdatanum 4
        .floatmode 0x1c6
        .work_group_size_hint 52, 2
        .default_hsa_features
        .debug_wavefront_private_segment_offset_sgpr 23
        .ieeemode
        .localsize 12798
        .arg a0, ulong
        .arg a1, double3*, constant, volatile
        .arg a2, short3*, constant
        .arg a3, char*, constant, volatile, wronly
        .arg a4, ulong2*, local
.text
.p2align 8
k0:
.skip 256
        s_nop 5
        v_mov_b32 v11, v10
        s_mov_b32 s2, s23
        s_mov_b64 s[20:21], vcc
        s_nop 7
        v_mov_b32 v99, v8
        s_endpgm
.p2align 8
k1:
.skip 256
.global cl365984
cl365984:
        v_mov_b32 v43, v22
        s_mov_b32 s33, s17
        s_mov_b32 s38, s32
        .kcode +
        v_mov_b32 v92, 0
        .kcodeend
        s_endpgm
.byte 237
.main
.section .ala
