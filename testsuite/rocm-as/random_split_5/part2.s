.globaldata
