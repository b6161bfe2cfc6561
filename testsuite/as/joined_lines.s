# an error in the 3rd physical line of a continued statement
#
.byte 1, \
   2, \
   1/0
