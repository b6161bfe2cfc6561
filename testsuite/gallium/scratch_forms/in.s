# .scratchsym: every accepted form of the low and high halves, 32-bit ELF
.gallium
.kernel scr_k
    .config
        .dims x
        .scratchbuffer 256
.scratchsym scratch
.text
scr_k:
        s_mov_b32 s13, scratch>>32
        s_mov_b32 s12, scratch&0xffffffff
        s_mov_b32 s12, scratch
        s_mov_b32 s12, scratch%0x100000000
        s_mov_b32 s12, scratch%%0x100000000
        s_mov_b32 s13, scratch/0x100000000
        s_mov_b32 s13, scratch//0x100000000
        s_add_u32 s12, s12, scratch
        s_endpgm
