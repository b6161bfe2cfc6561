# .kcodeend where the current section is not code
.gallium
.kernel a
.text
.kcode a
.rodata
.kcodeend
