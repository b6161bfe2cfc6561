# part 3
.weak wb7
wb7 = 13
wx2: s_endpgm
