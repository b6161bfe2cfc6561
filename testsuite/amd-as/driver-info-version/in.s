.kernel a
.config
.arg p, float*, global
.text
s_endpgm
.driver_info "x AMD-APP (1348.5) y"
