# every kernel needs its label in .text
.gallium
.kernel k
.kernel nolabel
.text
k:      s_endpgm
