# format pseudo-ops before the first section is used
.rawcode
.gpu Bonaire
.arch GCN1.2
.byte 1
