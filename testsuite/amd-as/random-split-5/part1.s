.section .userglobal
.byte 1,2,3
.align 8
.main
.kernel k0
.config
    .dims xy, x
    .arg a7,  sampler
    .userdata PTR_CONST_BUFFER_TABLE, 2, 9, 6
    .arg a6,  sampler
    .arg a2,  image2d, write_only, , unused
    .arg a4,  short*, global, restrict, 24
    .arg a5,  int8
    .arg a3, "", uint*, local
    .tgsize
    .useconstdata
    .ieeemode
    .scratchbuffer 2591
    .arg a0,  structure*, 90, global, , 
    .arg a1, "", ulong, unused
.text
s_mov_b32 s45, 36
s_nop 1
s_and_b32 s65, s4, 0xa7304
.int 0x4008db52
s_mov_b32 s32, 1
s_mov_b32 s46, 33
s_mov_b32 s66, 61
