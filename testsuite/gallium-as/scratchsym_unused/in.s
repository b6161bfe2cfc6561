# .scratchsym never used: no relocation section
.scratchsym unused
.kernel k
.text
k:
  s_endpgm
