# .kcode naming a kernel that no source declares
.gallium
.kernel k
.text
k:
  .kcode k, zz
  s_endpgm
  .kcodeend
