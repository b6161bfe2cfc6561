# .balignw and .balignl
.short 1
.balignw 8, 0x5566
.int 2
.balignl 16, 0x11223344
.balignw 4
.short 3
.short 33
.balignl 16
.short 4
.balignw 16, 0xabcd, 4
.short 5
.balignw 16, 0xabcd, 12
.balignl 0
.balignw 2
