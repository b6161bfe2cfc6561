.incbin "nonexistent.bin"
