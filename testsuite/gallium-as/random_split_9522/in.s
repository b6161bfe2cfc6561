# random program (seed 9522) split into separately assembled parts: the kernel table, then code files
.gallium
.arch_minor 7
.arch_stepping 1
.kernel k0
  .config
    .kernel_code_prefetch_offset 3778
    .spilledsgprs 23
    .kernel_code_entry_offset 4075
    .kernarg_segment_align 64
    .hsa_pgmrsrc2 1264474553
    .privmode
    .hsa_dx10clamp
    .localsize 29101
    .dims 
  .control_directive
    .fill 32, 4, 0xab987062
.kernel k1
  .args
    .arg sampler, 12
  .config
    .hsa_tgsize
    .workgroup_fbarrier_count 36
    .codeversion 0, 3
    .priority 3
    .dims y
    .hsa_localsize 29417
    .hsa_vgprsnum 17
    .use_ordered_append_gds
    .exceptions 0x53
    .hsa_dx10clamp
    .use_ptr64
    .use_debug_enabled
.kernel k2
  .args
    .arg local, 4
    .arg image3d_wr, 4, 4, 4, zext, gridoffset
    .arg image3d_wr, 8, 8
.scratchsym scr
.text
.p2align 8
k2:
  .kcode -k2, -k1
  s_mov_b32 s59, 1
  v_mov_b32 v16, 1
  .kcodeend
  v_add_i32 v25, vcc, v1, v2
  s_nop 0
  s_mov_b32 s83, 24
  v_add_i32 v49, vcc, v1, v2
  s_nop 0
  s_endpgm
k1:
  .kcode k1, k2, -k0
  s_mov_b32 s46, 1
  v_mov_b32 v102, 1
  .kcodeend
  .skip 256
  s_mov_b32 s10, 39
  v_mov_b32 v81, 0
  s_mov_b32 s8, scr&0xffffffff
  s_endpgm
.text
.p2align 8
k0:
  .skip 256
  s_nop 0
  s_mov_b32 s55, 72
  v_add_i32 v37, vcc, v1, v2
  s_nop 0
  s_mov_b32 s96, 23
  s_endpgm

