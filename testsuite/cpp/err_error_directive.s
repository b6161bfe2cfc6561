.if 1
    .error "stop here"
.endif
