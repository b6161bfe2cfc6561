# scopes: nested, temporary, usings, paths
.scope ala
    sym1 = 4
    sym2 = 11
    .byte sym1
    .scope child
        sym1 = 5
        .byte sym1
        .byte sym2
    .ends
    .scope
        sym1 = 8
        .byte sym1
    .ends
    .byte sym1
.ends
.scope ola
    sym2 = 4
.ends
.scope another
    sym2 = 6
    sym3 = 15
.ends
.using ola
.byte sym2
.scope ula
    .using another
    .byte sym2
.ends
.byte sym2
.scope ula
    .using ola
    .byte sym2
    .byte sym3
.ends
::ola::sym2 = 7
.byte ola::sym2
top = 9
.scope ala
    .byte ::top, top, ala::child::sym1
.endscope
.unusing ola
.unusing
