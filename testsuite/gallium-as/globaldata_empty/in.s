# an empty .globaldata still makes a .rodata section
.kernel k
.globaldata
.text
k:
  s_endpgm
