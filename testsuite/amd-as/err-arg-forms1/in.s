.kernel a
.config
.arg
.arg x
.arg x,
.arg x, int
.arg x, int
.arg 5y, int
.arg y, "tn" int
.arg y2, "tn", int, used
.arg y3, pipe
.arg y4, counter64
.arg y5, image2d*
.arg y6, float*, private
.arg y7, float*, global, cnst
.arg y8, float*, global, , 1024
.arg y9, float*, constant, , 5, 160
.arg y10, image2d, read_write
