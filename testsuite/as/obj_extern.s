# expected by hand: symbols defined elsewhere become undefined globals and
# the data that uses them relocations (ABS32/ABS64 with the constant as
# addend, REL32 for "symbol - ."); every use of an undefined symbol is also
# recorded as a reference (R_AMDGPU_NONE at offset 0) in the order clrxasm
# reports unresolved symbols (checked against it: lines 13 14 12 11 9 8 10),
# so that the linker's first message is at clrxasm's first line
.byte 1, 2, 3, 4
.int ext1 + 4
.quad ext2
.int ext1 - 8
x = ext3 - 2
.int x
.int ext4 - .
y = ext5 + 1
.int 7
