.rocm
.arch_stepping 6
.printf 2, 4, "\t_&911*\\"
