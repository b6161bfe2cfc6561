# labels, differences of labels, label arithmetic in data
start: .int 3,5,6
label1: vx0 = start
        vx2 = label1+6
        vx3 = label2+8
        .int 1,2,3,4
label2: .int 3,6,7
.byte vx2-start, vx3-start, label2-label1
a1: a2: a3: .byte a3-start
.int end-start
.L.local: .byte .L.local-start
$dollar: .byte $dollar-start
end:
