# random program (seed 9058 of a generator of valid Gallium sources: every pseudo-op, .kcode, sections)
.gallium
.arch_minor 9
.kernel k0
  .config
    .use_debug_enabled
    .privmode
    .hsa_priority 0
    .machine 3, 2, 1, 8
    .hsa_userdatanum 7
    .exceptions 0x64
    .userdatanum 0
    .use_dispatch_id
    .use_grid_workgroup_count xz
    .hsa_floatmode 73
    .hsa_scratchbuffer 6684
    .default_hsa_features
    .wavefront_size 256
    .vgprsnum 103
    .runtime_loader_kernel_symbol 868105182370204
    .ieeemode
    .codeversion 1, 5
    .workitem_vgpr_count 42
    .priority 1
.globaldata
gd: .int 614, 677
.text
.weak wsym
wsym = 0x1234
.text
k0:
  .kcode k0
  s_mov_b32 s44, 1
  v_mov_b32 v144, 1
  .kcodeend
  .skip 256
  s_mov_b64 flat_scratch, 0
  s_nop 0
  s_nop 0
  s_nop 0
  s_endpgm
