# kernels.s - the kernel table of a two-kernel GalliumCompute program whose
# code lives in other files (fill.s, copy.s): arguments and configuration.
# Build all three separately and link them:
#   clrx-cc -b gallium -g Bonaire -c kernels.s fill.s copy.s
#   clrx-cc -b gallium -g Bonaire -o split.bin kernels.o fill.o copy.o
.gallium
.kernel fill
    .args
        .arg global, 8          # uint* out
        .arg scalar, 4          # uint value
        .arg griddim, 4
        .arg gridoffset, 4
    .config
        .dims x
        .tgsize
.kernel copy
    .args
        .arg global, 8          # const uint* in
        .arg global, 8          # uint* out
        .arg griddim, 4
        .arg gridoffset, 4
    .config
        .dims x
        .tgsize
# a table of constants that both kernels could use (.rodata)
.globaldata
pattern:
        .int 0x01020304, 0x05060708
