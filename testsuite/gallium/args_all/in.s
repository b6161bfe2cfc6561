# every argument type and semantic, the shortcuts and the default operands
.gallium
.kernel args
    .args
        .arg scalar, 4
        .arg scalar, 2, 4, 4, sext
        .arg scalar, 1, 4, 4, zext, general
        .arg SCALAR, 12
        .arg scalar, 16, 16, 16, zext, imgsize
        .arg scalar, 4, 4, 4, sext, imgformat
        .arg constant, 4
        .arg global, 8
        .arg local, 4, 4, 4, zext, general
        .arg image2d_rd, 8
        .arg image2d_wr, 8, 8, 8, zext, imgsize
        .arg image3d_rd, 8, 8
        .arg image3d_wr, 8, 8, 8
        .arg sampler, 4, 4, 4, sext
        .arg scalar, 4, 16
        .arg scalar, 5
        .arg griddim, 4
        .arg gridoffset, 4, 4, 4, sext
        .arg scalar, 4, 4, 4, zext, griddim
        .arg scalar, 4, 4, 4, zext, gridoffset
.text
args:
        s_endpgm
