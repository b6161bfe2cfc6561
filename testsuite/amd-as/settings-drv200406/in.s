/* every setting of .config */
.kernel k1
    .config
    .dims xz, y
    .cws 16, 4, 2
    .sgprsnum 40
    .vgprsnum 70
    .pgmrsrc2 0xfffffffe
    .floatmode 0x3f
    .ieeemode
    .exceptions 0x55
    .tgsize
    .hwlocal 1000
    .hwregion 77
    .scratchbuffer 411
    .uavprivate 96
    .uavid 15
    .cbid 33
    .printfid 14
    .privateid 7
    .earlyexit 3
    .condout 9
    .useconstdata
    .useprintf
    .sampler 5, 9, 0x1ff
    .userdata IMM_RESOURCE, 1, 0, 2
    .userdata IMM_SAMPLER, 2, 2, 3
    .userdata IMM_CONST_BUFFER, 3, 5, 1
    .userdata IMM_VERTEX_BUFFER, 4, 6, 1
    .userdata IMM_UAV, 5, 7, 1
    .userdata IMM_ALU_FLOAT_CONST, 6, 8, 1
    .userdata IMM_ALU_BOOL32_CONST, 7, 9, 1
    .userdata IMM_GDS_COUNTER_RANGE, 8, 10, 1
    .userdata IMM_GDS_MEMORY_RANGE, 9, 11, 1
    .userdata IMM_GWS_BASE, 10, 12, 1
    .userdata IMM_WORK_ITEM_RANGE, 11, 13, 1
    .userdata IMM_WORK_GROUP_RANGE, 12, 14, 1
    .userdata IMM_DISPATCH_ID, 13, 15, 1
    .userdata IMM_SCRATCH_BUFFER, 14, 0, 16
    .userdata ptr_resource_table, 15, 3, 3
    .userdata Imm_Kernel_Arg, 16, 4, 2
    .arg s, sampler
    .arg p, float*, global
    .text
    s_mov_b32 s3, 0
    s_endpgm
.kernel k2
    .config
    .localsize 32768
    .reqd_work_group_size 8
    .cws
    .dims , xyz
    .condout 0x1ffffffff
    .uavid
    .cbid
    .printfid
    .privateid
    .sampler
    .arg l, float*, local
    .text
    s_endpgm
.kernel k3
    .config
    .pgmrsrc2 0x1980
    .userdata PTR_SO_BUFFER_TABLE, 0, 4, 6
    .userdata SUB_PTR_FETCH_SHADER, 0, 10, 2
    .userdata PTR_INDIRECT_RESOURCE, 0, 12, 1
    .userdata PTR_INDIRECT_INTERNAL_RESOURCE, 0, 0, 1
    .userdata PTR_INDIRECT_UAV, 0, 1, 1
    .userdata IMM_CONTEXT_BASE, 0, 2, 1
    .userdata IMM_LDS_ESGS_SIZE, 0, 3, 1
    .userdata IMM_GLOBAL_OFFSET, 0, 13, 1
    .userdata IMM_GENERIC_USER_DATA, 0, 14, 2
    .userdata PTR_EXTENDED_USER_DATA, 0, 0, 1
    .userdata PTR_VERTEX_BUFFER_TABLE, 0, 0, 1
    .userdata PTR_INTERNAL_GLOBAL_TABLE, 0, 0, 1
    .userdata PTR_CONST_BUFFER_TABLE, 0, 0, 1
    .userdata PTR_UAV_TABLE, 0, 0, 1
    .userdata PTR_SAMPLER_TABLE, 0, 0, 1
    .userdata PTR_INTERNAL_RESOURCE_TABLE, 0, 0, 1
    .text
    v_mov_b32 v3, s7
    s_endpgm
