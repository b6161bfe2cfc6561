.amd
.gpu Tahiti
