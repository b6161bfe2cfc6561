# another object's scratch symbol in a 16-bit immediate, and with an offset: errors at the uses when linking
.kernel k
 .config
 .dims x
.text
k:
 s_movk_i32 s16, scrbuf
 s_mov_b32 s17, scrbuf + (fe - fb)
 s_endpgm
