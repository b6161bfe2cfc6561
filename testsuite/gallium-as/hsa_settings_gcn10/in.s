# LLVM 4.0 on GCN 1.0: every .hsa_* setting
.kernel k
  .args
    .arg global, 8
  .config
    .dims x
    .hsa_debugmode
    .hsa_dims xyz
    .hsa_dx10clamp
    .hsa_exceptions 0x3a
    .hsa_floatmode 0x0f
    .hsa_ieeemode
    .hsa_localsize 2048
    .hsa_pgmrsrc1 0x40000000
    .hsa_pgmrsrc2 0x80000000
    .hsa_priority 3
    .hsa_privmode
    .hsa_scratchbuffer 128
    .hsa_sgprsnum 24
    .hsa_tgsize
    .hsa_userdatanum 10
    .hsa_vgprsnum 12
.text
k:
  .skip 256
  s_endpgm
