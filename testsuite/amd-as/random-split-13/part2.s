.driver_info "AMD-APP (1124.2)"
.kernel k0
