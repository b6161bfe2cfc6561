# random program (seed 9503) split into separately assembled parts: the kernel table, then code files
.gallium
.arch_minor 0
.kernel k0
  .config
    .pgmrsrc1 0xbc8fc1a
    .default_hsa_features
    .max_scratch_backing_memory 355381705364
    .hsa_dims yxz
    .kernarg_segment_size 288
    .hsa_dx10clamp
    .dx10clamp
    .scratchbuffer 35055
    .floatmode 0x95
    .vgprsnum 22
    .reserved_vgprs 81, 91
.kernel k1
  .args
    .arg gridoffset, 2, 8, 8
    .arg image3d_rd, 3
    .arg image2d_wr, 1
    .arg image2d_rd, 4
    .arg gridoffset, 8
  .config
    .hsa_userdatanum 9
    .spilledsgprs 16
    .hsa_priority 1
    .hsa_sgprsnum 79
    .wavefront_size 256
    .hsa_tgsize
    .kernarg_segment_size 185
    .floatmode 0xee
.kernel k2
  .config
    .codeversion 2, 7
    .hsa_privmode
    .hsa_floatmode 44
    .exceptions 0x18
    .spilledvgprs 22
    .pgmrsrc1 0xe1288f80
    .dx10clamp
    .use_queue_ptr
    .hsa_vgprsnum 70
    .priority 3
    .hsa_userdatanum 3
    .privmode
  .control_directive
    .fill 32, 4, 0x51ff28e
.kernel k3
  .config
    .use_ordered_append_gds
    .hsa_ieeemode
    .use_private_segment_buffer
    .dims zyx, xz
    .vgprsnum 57
    .priority 1
    .pgmrsrc2 0x3152485e
    .private_elem_size 2
    .dx10clamp
    .localsize 13428
    .codeversion 3, 9
    .spilledvgprs 28
    .wavefront_sgpr_count 17
    .scratchbuffer 87310
    .debugmode
    .sgprsnum 52
    .exceptions 0x8
.text
.p2align 8
k1:
  .skip 256
  v_mov_b32 v21, 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
k0:
  .skip 256
  s_nop 0
  v_mov_b32 v229, 0
  s_nop 0
  s_endpgm
.text
.p2align 8
k2:
  .skip 256
  v_add_i32 v20, vcc, v1, v2
  v_add_i32 v64, vcc, v1, v2
  s_nop 0
  s_endpgm
k3:
  .skip 256
  s_nop 0
  v_mov_b32 v141, 0
  s_endpgm

