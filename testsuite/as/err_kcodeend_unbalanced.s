# one .kcodeend too many
.gallium
.kernel a
.text
.kcode a
.kcodeend
.kcodeend
a: s_endpgm
