# too short
.text
k:
  .skip 128
  s_endpgm
