# scratch relocations after the HSA header with LLVM 4.0
.scratchsym scratch
.kernel k
  .config
    .dims x
    .scratchbuffer 256
    .use_private_segment_buffer
.text
k:
  .skip 256
  s_mov_b32 s12, scratch
  s_mov_b32 s13, scratch>>32
  s_endpgm
