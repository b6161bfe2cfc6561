.cf_call x
s_nop 0
x = 5
