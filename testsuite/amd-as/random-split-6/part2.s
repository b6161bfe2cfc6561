.driver_info "@(#) OpenCL 1.2 AMD-APP (1348.5).  Driver version: 1348.5 (VM)"
.kernel k1
.text
s_endpgm
.kernel k0
.text
s_mov_b64 vcc, s[36:37]
s_mov_b32 s78, 31
s_and_b32 s77, s29, 0xa403c
s_mov_b32 s55, 7
s_endpgm
