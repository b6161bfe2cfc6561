# code of ka
.global ka
.text
ka:
  .skip 256
  s_endpgm
