.foo 1
