# the other object's labels and its own variable
.global helper, done
.regvar tmp:v:4
helper:
  v_mov_b32 tmp[3], v0
  .cf_ret
  s_setpc_b64 s[4:5]
done:
  .cf_end
  s_endpgm
