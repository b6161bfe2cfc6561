# link-time values out of range: a 16-bit immediate and a byte (warnings) and a branch (error)
.kernel k
 .config
 .dims x
.text
k:
 s_movk_i32 s1, (fe - fb) * 0x10000
 s_branch fb + (fe - fb) * 0x10000
.byte (fe - fb) * 100
 s_endpgm
