.driver_info "AMD-APP (x.y)"
.kernel k0
.text
v_mov_b32 v109, s3
