.ifarch nosucharch
.endif
