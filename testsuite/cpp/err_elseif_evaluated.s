# an .elseif is evaluated even after a taken branch
.if 1
.elseif 1/0
.endif
