# .gallium, .gpu and .64bit in the source; .hsa_dims in its two-operand form
.gallium
.gpu Fiji
.64bit
.kernel k
  .config
    .dims x
    .hsa_dims xy, z
.text
k:
  .skip 256
  s_endpgm
