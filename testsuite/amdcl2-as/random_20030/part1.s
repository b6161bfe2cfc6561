.acl_version "abc"
.globaldata
.global gd0
gd0: .int 540,801,289,503,876
.global gd1
gd1: .int 182
.quad 0,0,0,0
