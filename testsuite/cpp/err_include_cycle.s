.byte 0
.include "err_include_cycle.s"
