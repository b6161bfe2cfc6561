.global sc2
sc2 = 2
.global sa3
.global sx5
sx5 = 5
.global sx8
sx8 = 8
