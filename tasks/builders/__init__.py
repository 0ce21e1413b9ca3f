"""Instance builders, one per task family: inputs read as of t, labels read after resolution."""
