# register variables have their own namespace, scoped like symbols
.regvar rax:s
rax = 12                   # a symbol of the same name
s_mov_b32 rax, rax         # the variable wins where a register may be
.int rax
.scope inner
.regvar rax:v:4            # hides the outer one
v_mov_b32 rax[3], s1
.regvar rbx:s:2
.ends
s_mov_b32 rax, s2          # the global one again
v_mov_b32 inner::rax[1], v1
s_mov_b64 s[4:5], ::inner::rbx
.scope user
.using inner
s_mov_b64 rbx, s[6:7]      # through .using
.ends
.regvar deep::x::rv:s      # the path's scopes are created
s_mov_b32 deep::x::rv, s3
.scope
.regvar tmp:v
v_mov_b32 tmp, v9
.ends
