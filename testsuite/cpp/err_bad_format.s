.iffmt nosuchfmt
.endif
