# two objects: a.desc holds the program configuration (.scratchsym, both
# kernels), kernel ka's code and the first part of the global data; b.desc
# holds kb's code and the second part (aligned to 16).  -6: 64-bit ELF.
.gallium
.scratchsym scratch
.kernel ka
    .config
        .dims x
.kernel kb
    .config
        .dims xy
        .tgsize
.globaldata
.global da
da:     .fill 100, 1, 0x11
.text
ka:
        s_mov_b32 s5, scratch&0xffffffff
        s_mov_b32 s6, scratch>>32
        s_mov_b32 s7, db
        s_endpgm
# --- b.desc from here
.globaldata
.p2align 4
.global db
db:     .int 0xdeadbeef
        .int da
.text
.p2align 8
kb:
        s_mov_b32 s9, scratch
        s_mov_b32 s2, db+4
        v_mov_b32 v4, 0
        s_endpgm
