.if . > 0
.endif
