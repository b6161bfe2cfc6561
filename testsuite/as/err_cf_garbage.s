.cf_end
.cf_ret 5
