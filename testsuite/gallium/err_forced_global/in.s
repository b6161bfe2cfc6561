# -S adds weak symbols only: a global one is refused
.gallium
.kernel k
.text
k:      s_endpgm
.global gg
gg:     s_endpgm
