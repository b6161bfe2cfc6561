# scopes: a name is found in the current scope, its usings, then the
# enclosing scopes
q = 1
.scope outer
    q = 7
    .scope inner
        q = 8
        .if q == 8
            .byte 1
        .endif
    .ends
    .if q == 7
        .byte 2
    .endif
.ends
.if q == 1
    .byte 3
.endif
.if outer::q == 7 && outer::inner::q == 8
    .byte 4
.endif
.scope other
    .using outer
    .if q == 7
        .byte 5
    .endif
    .unusing
    .if q == 1
        .byte 6
    .endif
.ends
.scope
    q = 100
    .if q == 100
        .byte 7
    .endif
.ends
.if q == 1
    .byte 8
.endif
