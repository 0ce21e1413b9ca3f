"""Classifiers that judge whether content was public at t (built in the leakage filter issue)."""
