.section .comment
.ascii "ab1a\t\"* X:Z"
