.amdcl2
.gpu Bonaire
.acl_version 12
.compile_options
