# .kcode names only kernels declared before it
.gallium
.kernel a
.text
.kcode a, b
a: s_endpgm
