.bssdata
.global bs0
bs0: .skip 40
