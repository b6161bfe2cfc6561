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
