/* -S: the global and weak symbols of the global scope */
.global x1, xx2, ddx
v0 = 10
v1 = 11
v2 = 33
vl:
.global v0, v1, v2, vl
.weak wx1, wxx2, wddx
wv0 = 10
wv1 = 11
.weak wv0, wv1
.size wv0, 5
.section .gx, "a"
gx1: .int 7
.global gx1
.kernel k1
.config
.text
kl1: s_endpgm
.global kl1
.data
kd1: .int 1
.weak kd1
.section .kx
kx: .byte 1
.global kx
.kernel k2
.header
.int 1
hh: .int 2
.global hh
.metadata
.ascii "abc;uniqueid:1024\n;function:1:1024\n;end of metadata\n"
.text
k2l: s_nop 0
.global k2l
.scope inner
.global notadded
notadded = 5
.ends
