.byte 1
s_nosuchinsn v0
