# -S with only local symbols and kernels: nothing added
.kernel k
.text
k:
lab:
  s_endpgm
.set absval, 10
