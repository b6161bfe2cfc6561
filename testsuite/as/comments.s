# comments, statements separated by ';', line continuations
.byte 1 # comment
.byte 2 ; .byte 3 ;;; .byte 4
.byte /* inline */ 5, /* two */ 6
/* a comment
   over lines */ .byte 7
.byte 8, \
9
.byte 10 /* a comment at the end
 still */ .byte 11
lab: ; .byte lab-lab
.ascii "#not a comment", ";also not"
.byte '#', ';'
# 12 "not a marker in clrxasm"
.byte 12
