.regvar big:v:65536
