# second definition
.global k
.text
k:
  s_endpgm
