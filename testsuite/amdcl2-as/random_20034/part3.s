.hsalayout
.text
