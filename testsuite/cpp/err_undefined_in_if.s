.if undefined_x
.endif
