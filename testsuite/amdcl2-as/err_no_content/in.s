# a program that never needs its output: clrxasm says "No output binary"
.amdcl2
.gpu Bonaire
.ifarch GCN1.4
.error "not GCN 1.4"
.endif
