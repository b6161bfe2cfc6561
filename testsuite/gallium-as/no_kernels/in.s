# no kernel at all: code and global data only
.text
  s_endpgm
.globaldata
  .int 1
