# .kcode in a data section
.gallium
.kernel a
.rodata
.kcode +
