.ascii "a" "b"
