"""The retrieval gateway a forecaster talks to (built in the gateway issue)."""
