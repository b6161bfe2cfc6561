# the same include with the -I directories the other way round
.include "same.s"
