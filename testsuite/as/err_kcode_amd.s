# .kcode in the AMD Catalyst format
.amd
.kernel a
.text
.kcode a
