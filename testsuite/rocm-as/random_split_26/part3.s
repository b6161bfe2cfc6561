.section .comment
.ascii "Z\t@b0"
