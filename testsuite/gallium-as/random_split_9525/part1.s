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
