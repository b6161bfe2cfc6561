.cf_jump here
here:
.cf_jump nowhere
