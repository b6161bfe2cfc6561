# .undef
x = 5
.byte x
.undef x
x = 7
.byte x
.undef nosuch
