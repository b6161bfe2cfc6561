# .print writes to standard output; .warning only warns
.print "hello"
.print "a\tb\x21"
.warning "careful"
.warning
.byte 1
.print ""
.fail 500
.fail 600
.print "done"
