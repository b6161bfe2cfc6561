# random program (seed 9513) split into separately assembled parts: the kernel table, then code files
.gallium
.kernel k0
  .proginfo
    .entry 0xd4e8, 0x908cee01
.kernel k1
  .args
    .arg constant, 4
    .arg image2d_wr, 3
    .arg sampler, 1, 4, 16, sext, gridoffset
  .config
    .use_kernarg_segment_ptr
    .priority 0
    .scratchbuffer 56361
    .tgsize
    .exceptions 0x1
    .floatmode 0x86
    .use_dynamic_call_stack
    .localsize 16372
    .codeversion 3, 2
    .userdatanum 3
    .use_grid_workgroup_count yz
    .pgmrsrc2 0x7d8a5715
.text
.p2align 8
k0:
  s_nop 0
  v_mov_b32 v191, 0
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_endpgm
k1:
  .kcode -k0
  s_mov_b32 s85, 1
  v_mov_b32 v160, 1
  .kcodeend
  .skip 256
  v_add_i32 v52, vcc, v1, v2
  s_nop 0
  s_nop 0
  s_endpgm

