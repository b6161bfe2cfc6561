# an extension: a file that is found nowhere else is looked for in the
# directory of the file that includes it (clrxasm fails here)
.include "inc1/sub/vp_outer.s"
