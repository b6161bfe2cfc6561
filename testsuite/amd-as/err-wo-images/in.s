.kernel a
.config
.arg i0, image2d, write_only
.arg i1, image2d, write_only
.arg i2, image2d, write_only
.arg i3, image2d, write_only
.arg i4, image2d, write_only
.arg i5, image2d, write_only
.arg i6, image2d, write_only
.arg i7, image2d, write_only
.arg i8, image2d, write_only
.text
s_endpgm
