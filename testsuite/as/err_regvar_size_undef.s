.regvar rax:s:later
later = 4
