# a code-flow annotation names a label of another object; each object has
# its own register variables (of the same name here)
.kernel k
  .config
    .dims x
.text
.regvar tmp:s:2
k:
  s_mov_b64 tmp, s[0:1]
  .cf_call helper
  s_swappc_b64 s[4:5], s[2:3]
  .cf_jump done, helper + 4
  s_branch done
