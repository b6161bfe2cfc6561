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
