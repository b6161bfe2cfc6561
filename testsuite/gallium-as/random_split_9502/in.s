# random program (seed 9502) split into separately assembled parts: the kernel table, then code files
.gallium
.arch_minor 6
.kernel k0
  .config
    .localsize 10176
    .dims yz
    .userdatanum 5
    .exceptions 0x1
    .spilledsgprs 18
    .reserved_sgprs 13, 26
    .debugmode
    .hsa_localsize 20911
    .use_dynamic_call_stack
    .use_grid_workgroup_count y
    .use_private_segment_buffer
    .group_segment_align 32
    .codeversion 3, 0
.kernel k1
  .args
    .arg sampler, 2
  .proginfo
    .entry 0xd3da, 0x3b490567
    .entry 0x56f4, 0xc6d25e62
    .entry 0xbbdd, 0xd67f627e
.kernel k2
  .args
    .arg image3d_rd, 4, 4
    .arg image3d_wr, 16
    .arg local, 1
  .proginfo
    .entry 0x900b, 0x5126e7a8
.text
.p2align 8
k1:
  .kcode -k0, -k1
  s_mov_b32 s8, 1
  v_mov_b32 v157, 1
  .kcodeend
  s_nop 0
  s_nop 0
  v_mov_b32 v117, 0
  s_nop 0
  v_mov_b32 v197, 0
  s_endpgm
k0:
  .skip 256
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_mov_b32 s65, 90
  s_endpgm
.text
.p2align 8
k2:
  .kcode k1, +k0, +k2
  s_mov_b32 s17, 1
  v_mov_b32 v7, 1
  .kcodeend
  v_mov_b32 v181, 0
  v_mov_b32 v207, 0
  v_add_i32 v25, vcc, v1, v2
  s_nop 0
  v_add_i32 v17, vcc, v1, v2
  s_nop 0
  s_endpgm

