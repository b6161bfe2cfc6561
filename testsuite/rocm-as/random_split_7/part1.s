.rocm
.tripple "t"
