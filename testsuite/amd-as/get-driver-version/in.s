.get_driver_version v1
.driver_info "AMD-APP (1234.5)"
.get_driver_version v2
.driver_version 1400
.get_driver_version v3
.driver_version 0
.get_driver_version v4
.if v1 == 164205
.kernel yes
.else
.kernel no
.endif
.config
.text
s_endpgm
.int v1, v2, v3, v4
