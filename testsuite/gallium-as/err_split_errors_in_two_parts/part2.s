# unknown argument type
.kernel k
  .args
    .arg pointer, 8
