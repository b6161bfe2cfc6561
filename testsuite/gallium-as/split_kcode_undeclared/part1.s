.gallium
.kernel ka
  .config
    .dims x
.kernel kb
  .config
    .dims xy
.text
ka:
  s_endpgm
.p2align 8
kb:
  s_endpgm
