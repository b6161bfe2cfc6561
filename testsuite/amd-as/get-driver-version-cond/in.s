.driver_info "AMD-APP (1234.5)"
.get_driver_version v2
.if v2 == 0
.kernel zero
.else
.kernel nonzero
.endif
.config
.text
s_endpgm
.driver_version 0
.get_driver_version v3
.if v3 == 0
.kernel zero3
.else
.kernel nonzero3
.endif
.config
.text
s_endpgm
