# statement heads, read by the whole-line path (no " ' # / ; \ in the line)
# and by the general reader: labels (several on a line; blanks before the
# colon of the first only), local labels, assignments with and without
# blanks, scoped names, blank lines, tabs, carriage returns, and lines with
# a ; a comment or a string beside them
a: b:c:  .byte 1
   

x=2
y = x + 1
	.byte x, y	
1 : .byte 3
2:
.byte 1b - a, 2b - a
.scope sc
  v = 5
  w: .byte v
.ends
.byte sc::v, ::x
e : f: x2 = 4
.byte x2
z: .byte 7 ; .byte 8
.byte 9 # comment
.byte 10 /* comment */ , 11
.ascii "b;#/" ; q : .byte 6
   s_nop   0
c2:s_mov_b32 s0 , s1
d2 :	v_mov_b32 v1, v2
.byte 12
.byte 13 
e3: .byte 14
.p2align 2
s_endpgm
