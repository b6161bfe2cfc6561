# a kernel name is missing after "-"
.rocm
.gpu Fiji
.kernel a
.text
.kcode a, -
