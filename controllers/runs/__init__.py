"""Runs: planning, claiming, locking, executors (inline, processes, Dask), scoring, replay, live/resolve, verify, regimes, the model registry."""
