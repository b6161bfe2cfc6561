# .localsize with the 512-byte granule of GCN 1.2
.kernel l1
  .config
    .localsize 513
.kernel l2
  .config
    .localsize 32768
.text
l1: s_endpgm
l2: s_endpgm
