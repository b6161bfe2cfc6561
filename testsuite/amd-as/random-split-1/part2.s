.kernel k0
.text
.kernel k1
.uavopmask
.int 269
nl234758091: .int nl234758091+2, 7
.uavmailboxsize
.int 5
.inputsamplers
.header
.fill 9, 1, 11
.persistentbuffers
nl924928356: .int nl924928356+2, 7
.persistentbuffers
.metadata
.ascii ";ARGSTART:__OpenCL_k_kernel\n"
.ascii ";function:1:1027\n"
.ascii "\n"
.ascii ";reflection:0:int\n"
.data
.fill 10, 1, 77
.p2align 1
kd1: .int 3
.text
