# local names under .altmacro become unique .LL symbols
.altmacro
.macro lp n
    local top, bot
top: .byte n
bot: .byte bot - top
.endm
    lp 1
    lp 2
.macro cnt x
lab\@: .byte x
.endm
    cnt 7
