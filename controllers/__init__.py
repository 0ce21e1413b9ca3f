"""Controllers: run orchestration, regimes, replay, reports, and the `asof` CLI."""
