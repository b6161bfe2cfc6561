.kernel k0
    .metadata
    .byte 81,134,1,65,162,129,227,69,211,21,206,9,157,131,93,60,114
    .text
        v_mov_b32 v83, v18
        s_nop 6
        s_mov_b32 s6, gd0&0xffffffff
        s_mov_b32 s8, s20
        s_nop 4
        s_nop 7
        s_endpgm
.kernel k1
    .hsaconfig
        .use_dynamic_call_stack
        .localsize 18687
        .dims xyz
        .gdssize 4791
        .use_xnack_enabled
        .workitem_private_segment_size 431
        .setupargs
        .arg a0, char
        .arg a1, structure, 4
        .arg a2, clkevent
    .control_directive
        .fill 128, 1, 0x9d
    .text
        v_mov_b32 v59, v24
        s_mov_b32 s1, s36
        s_nop 0
        s_endpgm
.kernel k2
    .hsaconfig
        .work_group_size_hint 50, 3
        .use_queue_ptr
        .ieeemode
        .arg a0, char4*, global
        .arg a1, long*, global
        .arg a2, uchar16*, global
        .arg a3, ulong2
    .text
        s_mov_b32 s40, s4
        s_load_dwordx4 s[24:27], s[4:5], 0
        s_nop 3
        v_mov_b32 v15, gd0%0x100000000
        s_mov_b32 s20, s2
        v_mov_b32 v98, v25
        s_mov_b32 s17, s34
        v_mov_b32 v98, v17
        s_endpgm
