.ifc a
.endif
