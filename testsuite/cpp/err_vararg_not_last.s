.macro m a:vararg, b
.endm
