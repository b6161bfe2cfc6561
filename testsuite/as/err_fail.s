.fail 500
.fail 499
