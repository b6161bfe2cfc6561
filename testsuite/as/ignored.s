# pseudo-ops that are accepted and ignored
.file "x.c"
.line 5
.ln 6
.lflags
.sbttl "sub"
.title "title"
.version "1.0"
.extern ext1, ext2
.global g1
.globl g2
.local l1
.weak w1
.size w1, 8
.32bit
.64bit
.buggyfplit
.nobuggyfplit
.oldmodparam
.nooldmodparam
.wave32
.nowave32
.policy 109
.byte 1
