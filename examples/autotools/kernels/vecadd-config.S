# vecadd-config.S - kernel vecadd, its configuration: arguments, dimensions.
#
# The code of vecadd is in vecadd-main.S and vecadd-store.S; the linker
# joins the three objects into one kernel.  Only the Gallium format has a
# kernel configuration: with the rawcode format (KERNEL_FORMAT in
# Makefile.am) this object is empty, and the same source is used
# unchanged when KERNEL_FORMAT becomes gallium.
.iffmt gallium
.kernel vecadd
    .args
        .arg global, 8                          # const float *a
        .arg global, 8                          # const float *b
        .arg global, 8                          # float *c
        .arg scalar, 4, 4, 4, zext, griddim
        .arg scalar, 4, 4, 4, zext, gridoffset
    .config
        .dims x
        .tgsize
.endif
