# a required scalar destination must start as a name: clrxasm rejects a
# rooted path there (it reads the register name first), but not in a source
.scope inner
.regvar rbx:s:2
.ends
s_mov_b64 s[4:5], ::inner::rbx
v_mov_b32 v0, ::inner::rbx[1]
s_mov_b64 ::inner::rbx, s[4:5]
