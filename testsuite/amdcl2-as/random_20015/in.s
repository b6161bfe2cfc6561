.compile_options ""
.arch_minor 0
.kernel k0
    .config
        .usegeneric
        .usesetup
        .pgmrsrc2 0xfe5aee
        .localsize 16030
        .vectypehint float4
        .dims yz, z
        .arg a0, short3
        .arg a1, uchar16
        .arg a2, int3*, local, restrict, wronly
        .arg a3, structure, 10
    .text
        v_mov_b32 v20, v20
        v_mov_b32 v81, v8
        s_mov_b32 s22, s10
        s_endpgm
.kernel k1
    .hsaconfig
        .use_queue_ptr
        .use_private_segment_buffer
        .kernarg_segment_size 940
        .debug_private_segment_buffer_sgpr 24
        .work_group_size_hint 24, 4
        .use_dynamic_call_stack
        .kernarg_segment_align 256
        .default_hsa_features
        .private_elem_size 16
        .setupargs
        .arg a0, "myt", image2d, rdonly
        .arg a1, short*, global, const
        .arg a2, short
        .arg a3, ushort*, local, const
    .text
        s_nop 4
        s_nop 0
        s_mov_b32 s33, s28
        s_mov_b32 s18, s32
        s_mov_b32 s23, s39
        .kcode +
        v_mov_b32 v71, 0
        .kcodeend
        s_nop 5
        s_load_dwordx4 s[36:39], s[4:5], 0
        s_endpgm
.kernel k2
    .hsaconfig
        .use_dispatch_id
        .workgroup_fbarrier_count 4
        .vgprsnum 187
        .ieeemode
        .setupargs
        .arg a0, queue
        .arg a1, "myt", image2d, 
    .text
        s_load_dwordx4 s[20:23], s[4:5], 0
        s_endpgm
.inner
s_nop 0
.text
.inner
.byte 120
