"""The bitemporal, append-only point-in-time store: record versions, ingestion and as-of reads."""
