# a code-flow annotation outside code; a target in another section
.gallium
.kernel k
  .config
    .dims x
    .cf_ret
.rodata
data:
  .cf_end
.text
k:
  .cf_jump data
  s_endpgm
