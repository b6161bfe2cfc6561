.driver_info "@(#) OpenCL 1.2 AMD-APP (1348.5).  Driver version: 1348.5 (VM)"
.kernel k0
.text
s_and_b32 s2, s50, 0xce508
s_nop 1
.int 11
