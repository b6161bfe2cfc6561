.kernel a
.config
.arg p, float*, global
.text
s_endpgm
.driver_info "AMD-APP (1124.1)"
.driver_version 1400
