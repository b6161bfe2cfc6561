# part1.s and part2.s concatenated as one source (part2's variable renamed:
# in one source the two objects' variables could not share a name)
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
.text
.p2align 8
# the other object's labels and its own variable
.global helper, done
.regvar tmp2:v:4
helper:
  v_mov_b32 tmp2[3], v0
  .cf_ret
  s_setpc_b64 s[4:5]
done:
  .cf_end
  s_endpgm
