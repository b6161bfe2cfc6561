# error: spilledvgprs missing
.kernel k
  .config
    .spilledvgprs
.text
k:
  s_endpgm
