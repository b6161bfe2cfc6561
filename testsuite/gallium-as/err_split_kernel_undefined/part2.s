# no label for lost
.text
  s_endpgm
