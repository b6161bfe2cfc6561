.rept lab
.endr
lab:
