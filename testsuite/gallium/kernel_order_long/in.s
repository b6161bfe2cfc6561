# names that begin alike for 8 bytes or more are listed in byte order too (kernel_n before kernel_nam ...); Mesa 17 headers, LLVM 3.9
.gallium
.kernel kernel_name_b
    .config
        .dims x
        .tgsize
.kernel kernel_name_a10
    .config
        .dims x
        .tgsize
.kernel kernel_nam
    .config
        .dims x
        .tgsize
.kernel kernel_name_a
    .config
        .dims x
        .tgsize
.kernel kernel_n
    .config
        .dims x
        .tgsize
.kernel kernel_name_a2
    .config
        .dims x
        .tgsize
.kernel kernel_m
    .config
        .dims x
        .tgsize
.text
kernel_name_b:
s_endpgm
kernel_name_a10:
s_endpgm
kernel_nam:
s_endpgm
kernel_name_a:
s_endpgm
kernel_n:
s_endpgm
kernel_name_a2:
s_endpgm
kernel_m:
s_endpgm
