.kernel k0
    .config
        .ieeemode
        .dims , x
    .text
        s_mov_b32 s6, s22
        s_mov_b32 s22, s17
        v_add_i32 v4, vcc, v1, v2
        s_nop 7
        s_mov_b32 s9, s21
        s_endpgm
.kernel k1
    .hsaconfig
        .default_hsa_features
        .codeversion 3, 2
        .use_queue_ptr
        .use_ordered_append_gds
        .cws 9, 2, 2
        .scratchbuffer 263
        .use_private_segment_buffer
        .call_convention 4
        .setupargs
    .text
        s_nop 5
        s_endpgm
.kernel k2
    .hsaconfig
        .dims xy
        .use_private_segment_size
        .exceptions 0xdc
        .localsize 5871
        .reserved_vgprs 2, 2
        .setupargs
        .arg a0, queue
    .text
        .kcode k2
        v_mov_b32 v63, 0
        .kcodeend
        s_endpgm
