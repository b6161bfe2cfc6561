# LLVM 4.0: all-ones values keep the defaults of the header fields
.kernel k
  .config
    .dims x
    .localsize 300
    .scratchbuffer 40
    .kernel_code_entry_offset 0xffffffffffffffff
    .kernarg_segment_size 0xffffffffffffffff
    .workitem_private_segment_size 0xffffffff
    .wavefront_sgpr_count 0xffff
    .workitem_vgpr_count 0xffff
.text
k:
  .skip 256
  s_endpgm
