.kernel a
.config
.arg p, float*, global
.text
s_endpgm
.driver_info "no version in it"
