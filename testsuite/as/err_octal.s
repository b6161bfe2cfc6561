.byte 1
.ascii "\400"
