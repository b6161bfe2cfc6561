.if 1
.elseif 1
.else
.elseif 0
.endif
