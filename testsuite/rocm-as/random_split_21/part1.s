.amd3
.target "x"
.tripple "amdgcn-amd-amdhsa-amdgizcl"
.printf , 4, 8, "\\\t@Y\"*\"* "
.printf , "_XZ X"
