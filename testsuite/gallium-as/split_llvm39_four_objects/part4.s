# k3: everything here
.kernel k3
  .args
    .arg griddim, 4
  .config
    .dims z
.text
k3:
  s_endpgm
