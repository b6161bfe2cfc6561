.driver_info "@(#) OpenCL 1.2 AMD-APP (1348.5).  Driver version: 1348.5 (VM)"
.kernel k0
.config
    .arg a4,  uint*, local, volatile const
    .dims yz
    .userdata IMM_CONST_BUFFER, 2, 2, 12
    .sgprsnum 69
    .tgsize
    .arg a3,  structure*, 93, global, restrict volatile, 34
    .reqd_work_group_size 242
    .arg a1,  sampler
    .arg a0,  ushort*, global
    .arg a2,  image1d_array, , 
    .userdata PTR_RESOURCE_TABLE, 1, 7, 2
    .userdata ptr_so_buffer_table, 2, 0, 5
.text
s_mov_b32 s21, 40
.driver_info "@(#) OpenCL 1.2 AMD-APP (1348.5).  Driver version: 1348.5 (VM)"
.kernel k0
.text
v_mov_b32 v154, s62
.driver_info "@(#) OpenCL 1.2 AMD-APP (1348.5).  Driver version: 1348.5 (VM)"
.kernel k0
.text
s_and_b32 s2, s50, 0xce508
s_nop 1
.int 11
.driver_info "@(#) OpenCL 1.2 AMD-APP (1348.5).  Driver version: 1348.5 (VM)"
.kernel k0
.text
.int 6
s_endpgm
.kernel k1
.config
    .userdata PTR_CONST_BUFFER_TABLE, 0, 9, 3
    .arg a1,  structure, 66, unused
    .arg a2,  uint, unused
    .sgprsnum 84
    .arg a0, "x y", double*, local, volatile const
.text
s_mov_b64 vcc, s[82:83]
s_mov_b32 s91, 44
s_mov_b32 s29, 23
s_mov_b32 s16, 12
s_endpgm
