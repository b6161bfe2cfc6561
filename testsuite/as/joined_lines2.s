# an error in the 2nd physical line of a continued statement
.byte 1, \
    1/0, \
    3
