# -S: weak symbols with .size
.kernel k
.weak fn
.size fn, 8
.text
k:
  s_endpgm
fn:
  s_nop 0
  s_endpgm
