# error: arg shortcut semantic
.kernel k
  .args
    .arg griddim, 4, 4, 4, zext, general
.text
k:
  s_endpgm
