# a .int of the scratch symbol in code; .scratchsym given after the use
.kernel k
.text
k:
  s_endpgm
  .int scr
  .int scr>>32
.scratchsym scr
