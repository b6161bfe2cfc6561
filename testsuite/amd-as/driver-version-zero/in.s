.kernel a
.config
.arg p, float*, global
.text
s_endpgm
.driver_version 152603
.driver_version 0
