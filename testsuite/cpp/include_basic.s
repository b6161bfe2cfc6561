# .include: the working directory first, then the -I directories in order
.include "same.s"
.include "here.inc"
.include "macros.s"
    from2 1
.macro inc_twice f
    .include "\f"
    .include "\f"
.endm
    inc_twice inc2/same.s
.rept 2
    .include "inc1/same.s"
.endr
