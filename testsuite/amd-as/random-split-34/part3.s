.driver_info "AMD-APP (x.y)"
.kernel k0
.text
s_and_b32 s64, s2, 0xc2db1
s_endpgm
