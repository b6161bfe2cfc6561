# .usereg, .rvlin, .rvlin_once: checked, nothing recorded (clrxasm applies
# no allocation); a range that is not a variable is ignored by .rvlin
.regvar rax:s:4, vbx:v:8
.usereg rax:r, rax[1]:w, rax[2:3]:rw, s[0:1]:wr, v4:R, vcc:r, 5:r, m0:rrw
.rvlin rax, rax[1], vbx[2:5]
.rvlin_once vbx[0:7]
.rvlin s[0:1]
s_endpgm
