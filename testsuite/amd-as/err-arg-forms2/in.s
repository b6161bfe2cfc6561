.kernel a
.config
.arg y11, image2d, write_only, 8
.arg y12, image2d, read_only, 128
.arg y13, counter32, 8
.arg y14, counter32,
.arg y15, structure
.arg y16, structure, 
.arg y17, structure*, global
.arg y18, int, unused, x
.arg y19, int x
.arg y20, int, unusedverylong
.arg y21, abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabc
.arg y22, float*, globalxxxxx
.arg y23, float*, global, restrictxx
.arg y24, image2d, read_onlyxxxxxxx
.arg y25, uint16, 
