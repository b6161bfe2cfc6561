.fail 5
