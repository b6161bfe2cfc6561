# a second definition in the same scope (or one it uses)
.regvar rax:s
.scope a
.regvar rax:v
.ends
.using a
.regvar rax:v
