# error: hsa localsize high
.kernel k
  .config
    .hsa_localsize 32769
.text
k:
  .skip 256
  s_endpgm
