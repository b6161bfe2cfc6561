.regvar a:s
.regvar b:sgpr
