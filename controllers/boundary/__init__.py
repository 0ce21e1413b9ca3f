"""Measured knowledge boundaries: the FinCutBench estimate, its fits and stability, recording it, simulation."""
