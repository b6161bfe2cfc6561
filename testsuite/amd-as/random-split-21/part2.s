.kernel k0
.text
v_mov_b32 v213, s41
s_mov_b32 s65, 63
s_mov_b32 s33, 0
s_endpgm
.kernel k1
.config
    .floatmode 0x47
    .dims xy, x
    .reqd_work_group_size 84
    .hwregion 783
    .pgmrsrc2 0xf7a0ea4b
    .printfid 12
    .userdata IMM_SCRATCH_BUFFER, 0, 3, 1
    .useprintf
    .exceptions 94
.text
s_mov_b64 vcc, s[76:77]
s_add_u32 s98, s54, s62
s_endpgm
.kernel k2
