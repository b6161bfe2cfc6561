.gallium
.arch_minor 9
.kernel k0
  .args
    .arg image2d_wr, 8, 16
    .arg image3d_wr, 16
    .arg image2d_wr, 3, 8
    .arg gridoffset, 12, 12, 32
    .arg global, 1
  .config
    .privmode
    .kernarg_segment_size 529
    .tgsize
    .use_flat_scratch_init
    .spilledvgprs 9
    .scratchbuffer 46831
    .hsa_pgmrsrc2 865477581
    .machine 0, 0, 9, 8
    .exceptions 0x52
    .pgmrsrc2 0x482ac90d
