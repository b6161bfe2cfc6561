.kernel a
.config
.arg p, float*, global
.text
s_endpgm
.driver_info "AMD-APP (0x4b0.0b11)"
