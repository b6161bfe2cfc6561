.enum A, B
.enum B
