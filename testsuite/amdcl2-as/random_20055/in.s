.acl_version ""
.rwdata
.global rw0
rw0: .byte 61,68,78,141,92,188,228
.samplerinit
.quad 78,55,71
.samplerreloc 0, 0
.samplerreloc 8, 1
.samplerreloc 16, 2
.kernel k0
    .config
        .priority 2
        .tgsize
        .pgmrsrc1 0x79fc
        .dims xy
        .setupargs
        .arg a0, structure, 17
    .text
        s_nop 1
        v_mov_b32 v17, rw0&0xffffffff
        v_mov_b32 v93, v26
        s_mov_b32 s15, rw0
        s_mov_b32 s42, s16
        s_endpgm
