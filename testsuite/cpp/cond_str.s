# blank and string conditions
.ifb
    .byte 1
.endif
.ifb x
    .byte 0xee
.endif
.ifnb x
    .byte 2
.endif
.ifc  a  b , a b
    .byte 3
.endif
.ifc a+b, a + b
    .byte 4
.endif
.ifc "a b", "a  b"
    .byte 0xee
.endif
.ifnc a, b
    .byte 5
.endif
.ifeqs "xy", "xy"
    .byte 6
.endif
.ifnes "xy", "x\171"
    .byte 0xee
.else
    .byte 7
.endif
.macro opt x
    .ifb \x
        .byte 8
    .else
        .byte \x
    .endif
.endm
    opt
    opt 9
