# error: -S with a global non-kernel symbol (reported without position)
.kernel k
.global gsym
.text
k:
gsym:
  s_endpgm
