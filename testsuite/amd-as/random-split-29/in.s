.compile_options ""
s_mov_b32 s66, 52
s_endpgm
.get_driver_version drv3
.int drv3
.kernel k0
.config
    .exceptions 84
    .vgprsnum 182
    .tgsize
    .userdata PTR_RESOURCE_TABLE, 0, 6, 7
    .userdata IMM_VERTEX_BUFFER, 2, 9, 7
    .userdata PTR_RESOURCE_TABLE, 0, 12, 3
.data
.fill 4, 1, 145
.text
s_add_u32 s54, s82, s22
.kernel k0
.text
s_mov_b32 s96, 53
s_add_u32 s49, s88, s61
v_add_f32 v34, v134, v219
.kernel k0
.text
s_endpgm
