# LLVM 4.0: Gallium settings combined with .hsa_* ones (OR, max, replacement)
.kernel k
  .config
    .dims xy
    .floatmode 0x30
    .hsa_floatmode 0x03
    .priority 1
    .hsa_priority 2
    .exceptions 0x01
    .hsa_exceptions 0x40
    .localsize 512
    .hsa_localsize 4096
    .scratchbuffer 100
    .hsa_scratchbuffer 200
    .sgprsnum 30
    .hsa_sgprsnum 50
    .vgprsnum 10
    .hsa_vgprsnum 20
    .userdatanum 4
    .hsa_userdatanum 8
    .pgmrsrc1 0x01000000
    .hsa_pgmrsrc1 0x02000000
    .pgmrsrc2 0x20000000
    .hsa_pgmrsrc2 0x40000000
    .ieeemode
    .hsa_tgsize
.text
k:
  .skip 256
  s_endpgm
