x:
.cf_call x,
