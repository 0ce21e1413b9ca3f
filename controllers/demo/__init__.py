"""`asof demo`: the whole experiment on real market data, with canary forecasters that prove the controls work."""
