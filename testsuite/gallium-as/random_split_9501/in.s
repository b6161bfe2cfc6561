# random program (seed 9501) split into separately assembled parts: the kernel table, then code files
.gallium
.arch_stepping 3
.kernel k0
  .args
    .arg image2d_rd, 1
    .arg local, 8, 8
    .arg image3d_wr, 16, 16
.kernel k1
  .config
    .exceptions 0x17
    .sgprsnum 63
    .gds_segment_size 46944
    .use_ordered_append_gds
    .priority 0
    .use_private_segment_size
    .use_flat_scratch_init
    .kernarg_segment_align 32
    .use_queue_ptr
.kernel k2
  .args
    .arg image3d_rd, 16, 16
    .arg global, 12
    .arg image3d_wr, 12, 4
  .config
    .workgroup_group_segment_size 9159
    .machine 2, 0, 0, 0
    .reserved_vgprs 94, 100
    .call_convention 3882856118
    .hsa_dx10clamp
    .spilledvgprs 50
    .use_flat_scratch_init
    .codeversion 2, 5
    .hsa_exceptions 7
    .hsa_tgsize
    .userdatanum 2
    .dims 
    .exceptions 0x69
    .runtime_loader_kernel_symbol 391174318352464
.kernel k3
.text
.p2align 8
k1:
  .skip 256
  v_mov_b32 v24, 0
  v_mov_b32 v217, 0
  v_mov_b32 v135, 0
  v_mov_b32 v214, 0
  v_mov_b32 v145, 0
  s_endpgm
k2:
  .skip 256
  s_nop 0
  s_nop 0
  v_add_i32 v66, vcc, v1, v2
  s_nop 0
  s_endpgm
.text
.p2align 8
k0:
  .kcode -k2, -k0, +k3, +k1
  s_mov_b32 s87, 1
  v_mov_b32 v4, 1
  .kcodeend
  s_mov_b32 s47, 82
  s_nop 0
  v_mov_b32 v90, 0
  s_endpgm
.text
.p2align 8
k3:
  v_mov_b32 v179, 0
  s_endpgm

