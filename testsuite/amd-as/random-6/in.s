.section .userglobal align=32
.byte 1,2,3
.align 8
.main
.get_driver_version drv4
.int drv4
.kernel k0
.config
    .uavid 12
    .earlyexit 1
    .useconstdata
    .hwlocal 8119
    .exceptions 126
    .pgmrsrc2 0x9d861ecf
    .uavprivate 189
    .hwregion 360
.text
s_mov_b32 s55, 33
s_and_b32 s63, s37, 0x1021e
v_mov_b32 v125, s55
v_add_f32 v127, v162, v172
.int 27
s_endpgm
