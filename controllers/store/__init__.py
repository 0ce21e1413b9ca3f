"""What the store commands do (open, init, ingest, show, list, verify, stats) and the quickstart walk-through."""
