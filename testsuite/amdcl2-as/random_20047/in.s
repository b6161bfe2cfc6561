.acl_version ""
.rwdata
rw0: .byte 29,223,82,186,29,54
.bssdata
bs0: .skip 35
.sampler 26383, 42050, 33160
.kernel k0
    .config
        .pgmrsrc2 0x49ea5
        .usegeneric
        .scratchbuffer 807
        .work_group_size_hint 33, 3
        .localsize 12471
        .usesetup
        .cws 24, 2, 2
        .setupargs
        .arg a0, counter32
        .arg a1, sampler
        .arg a2, float
        .arg a3, structure, 49
        .arg a4, int3, unused
        .sampler 0
    .text
        s_mov_b32 s39, s36
        v_mov_b32 v12, v22
        v_mov_b32 v14, bs0
        v_mov_b32 v88, v8
        v_mov_b32 v8, bs0%%0x100000000
        s_mov_b32 s11, s25
        v_mov_b32 v30, v22
        s_nop 7
        s_endpgm
.kernel k1
    .hsaconfig
        .wavefront_size 64
        .cws 7, 2, 1
        .priority 3
        .pgmrsrc2 0x72b44
        .sgprsnum 5
        .arg a0, int3
        .arg a1, ushort*, global
    .text
        v_mov_b32 v68, v23
        s_nop 6
        s_mov_b32 s47, s24
        s_load_dwordx4 s[16:19], s[4:5], 0
        s_mov_b32 s19, bs0/0x100000000
        v_mov_b32 v8, (rw0+4)&0xffffffff
        s_endpgm
