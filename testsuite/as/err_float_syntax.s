.float 1.0
.float 1e
