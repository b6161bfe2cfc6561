# random program (seed 9525) split into separately assembled parts: the kernel table, then code files
.gallium
.arch_minor 7
.arch_stepping 8
.kernel k0
  .args
    .arg image2d_wr, 4
  .proginfo
    .entry 0x3975, 0x3f5b737b
    .entry 0xf26b, 0x3cb2d8bc
    .entry 0x3987, 0x846da084
    .entry 0x5591, 0xc5dd5542
    .entry 0x1674, 0xacc6c05a
.kernel k1
  .args
  .config
    .hsa_pgmrsrc2 2061314149
    .use_flat_scratch_init
    .hsa_dx10clamp
    .use_dynamic_call_stack
    .sgprsnum 3
    .hsa_debugmode
    .use_dispatch_ptr
    .wavefront_sgpr_count 43
    .codeversion 0, 4
    .tgsize
    .dims xyz
    .use_queue_ptr
.scratchsym scr
.text
.p2align 8
k0:
  .kcode k0, +k1
  s_mov_b32 s73, 1
  v_mov_b32 v87, 1
  .kcodeend
  s_mov_b32 s10, 86
  s_endpgm
k1:
  .skip 256
  s_mov_b32 s19, scr>>32
  v_add_i32 v15, vcc, v1, v2
  s_nop 0
  v_add_i32 v59, vcc, v1, v2
  s_nop 0
  s_mov_b64 flat_scratch, 0
  s_endpgm

