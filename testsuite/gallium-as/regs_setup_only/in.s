# setup SGPRs/VGPRs dominate: dims, tgsize, scratch, user data
.kernel s1
  .config
    .dims xyz
    .tgsize
    .scratchbuffer 4
    .userdatanum 16
.kernel s2
  .config
    .dims x, z
.kernel s3
  .config
    .dims z, y
.text
s1: s_endpgm
s2: s_endpgm
s3: s_endpgm
