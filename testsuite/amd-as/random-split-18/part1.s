.kernel k0
