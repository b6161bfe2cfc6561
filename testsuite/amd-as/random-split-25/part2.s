.driver_info "@(#) OpenCL 1.2 AMD-APP (1348.5).  Driver version: 1348.5 (VM)"
.kernel k0
.text
v_mov_b32 v154, s62
