.globaldata
.global gd0
gd0: .int 468
.quad 0,0,0,0
.rwdata
.global rw0
rw0: .byte 107,44,198,158,78,9,121,74,84
.samplerinit
.quad 39,99,97
.samplerreloc 0, 0
.samplerreloc 8, 1
.samplerreloc 16, 2
.kernel k0
    .hsaconfig
        .localsize 15630
        .private_elem_size 16
        .dims y
        .use_kernarg_segment_ptr
        .pgmrsrc1 0x24a0
        .setupargs
    .text
        s_mov_b64 s[28:29], vcc
        s_mov_b32 s14, s9
        s_mov_b32 s43, s18
        v_mov_b32 v4, v3
        s_mov_b32 s19, rw0
        v_mov_b32 v11, gd0
        s_nop 5
        v_mov_b32 v15, gd0>>32
        s_endpgm
