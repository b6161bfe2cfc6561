# :req, :vararg and default values
.macro hdr x=5, y:req, rest:vararg
    .byte \x, \y
    .ascii "<\rest>"
.endm
    hdr , 7, a, b ,c
    hdr 1 2
    hdr 3, 4, 5
.macro v2 first, more:vararg
    .ascii "\first;\more"
.endm
    v2 x
    v2 x, y, z
