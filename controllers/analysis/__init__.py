"""Analyses of scored runs: regime gaps, residual leakage, the report."""
