.64bit
.policy 100
.driver_info "AMD-APP (x.y)"
.get_driver_version drv3
.int drv3
.kernel k0
.config
    .arg a3,  image1d_buffer
    .cws 25, 6, 4
    .arg a4,  double*, constant, 
    .arg a2,  uint2, unused
    .arg a0,  counter32, 1
    .arg a6,  counter32
    .arg a5,  uint3
    .arg a1,  image3d, wronly, 5
    .reqd_work_group_size 169
    .arg a7,  uchar*, local, restrict const
.text
s_add_u32 s59, s2, s37
s_mov_b32 s10, 57
s_and_b32 s87, s91, 0xe90fe
s_endpgm
.kernel k1
.intconsts
.outputs
.header
.fill 8, 1, 125
.constantbuffers
.cbid 3, 4640
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";uniqueid:1025\n"
.ascii ";memory:x\n"
.ascii ";reflection:0:int\n"
.uavopmask 223
.subconstantbuffers
.data
.fill 20, 1, 213
.section .kextra align=8
.int 7
.align 16
kx1: .byte 1
.text
s_mov_b32 s10, 51
s_mov_b32 s29, 53
s_endpgm
