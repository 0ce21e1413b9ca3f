"""Task families, input builders, scorers (built in the task suite issue)."""
