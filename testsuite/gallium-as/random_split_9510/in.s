# random program (seed 9510) split into separately assembled parts: the kernel table, then code files
.gallium
.arch_stepping 3
.kernel k0
  .args
    .arg image2d_rd, 8, 8, 2, 
    .arg image2d_rd, 3, 3
  .config
    .localsize 8820
    .exceptions 0x7
    .use_ordered_append_gds
    .scratchbuffer 3880
    .vgprsnum 103
    .use_kernarg_segment_ptr
    .wavefront_sgpr_count 67
    .workitem_private_segment_size 9769
    .kernel_code_entry_offset 2381
    .workgroup_group_segment_size 30101
  .control_directive
    .fill 32, 4, 0x3c8bd09c
.kernel k1
  .args
    .arg image2d_wr, 8, 8, 32, , imgsize
    .arg image3d_wr, 4
    .arg griddim, 4
    .arg griddim, 16
    .arg image2d_rd, 8, 16
  .config
    .reserved_sgprs 19, 28
    .debugmode
    .exceptions 0x31
    .scratchbuffer 72365
    .vgprsnum 200
    .use_queue_ptr
    .dims 
    .tgsize
    .hsa_sgprsnum 73
    .hsa_vgprsnum 76
    .priority 1
    .floatmode 0x9b
    .userdatanum 7
    .kernarg_segment_size 455
    .gds_segment_size 26541
    .machine 2, 7, 2, 1
    .privmode
.globaldata
gd: .int 467, 874
.scratchsym scr
.text
.p2align 8
k0:
  .skip 256
  s_mov_b32 s85, 84
  s_endpgm
.text
.p2align 8
k1:
  .kcode +k1
  s_mov_b32 s31, 1
  v_mov_b32 v135, 1
  .kcodeend
  .skip 256
  s_mov_b32 s66, 57
  s_nop 0
  s_mov_b32 s7, scr
  s_mov_b64 flat_scratch, 0
  s_mov_b32 s87, 26
  s_endpgm

