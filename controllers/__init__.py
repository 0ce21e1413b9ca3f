"""Controllers: the `asof` CLI and the jobs behind it, in sub-packages by job (docs/architecture.md).

`cli` (commands, thin) -> `demo` -> `analysis`, `boundary` -> `runs` -> `forecasters`; `store` (the
store commands' actions and the quickstart walk-through) sits below `cli` and `demo`.
"""
