# register variables in a kernel: written as register 0 and not counted in
# the kernel's register usage (ProgInfo), as clrxasm does
.gallium
.regvar sfoo:s:40, vfoo:v:100
.kernel k
  .config
    .dims x
.text
k:
  s_mov_b32 sfoo[39], s3
  s_load_dwordx8 sfoo[8:15], s[0:1], 0
  v_mov_b32 vfoo[99], v2
  v_add_f32 vfoo[50], vfoo[1], sfoo[3]
  v_cmp_gt_u32 sfoo[4:5], v1, vfoo[2]
  .usereg sfoo[0:3]:rw, vfoo:r
  .rvlin vfoo[0:3]
  .cf_ret
  s_endpgm
