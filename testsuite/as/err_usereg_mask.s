.usereg s0:rw, s1:x
