# the scratch symbol takes no offset
.gallium
.scratchsym scr
.kernel k
.text
k:      s_mov_b32 s0, scr+4
        s_endpgm
