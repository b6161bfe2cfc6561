# error: .proginfo in .text after the kernel's configuration was left
.kernel k
  .config
    .dims x
.text
k:
  s_endpgm
.proginfo
