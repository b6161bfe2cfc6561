.scope
.ends
.ends
