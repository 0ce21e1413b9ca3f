"""Forecasters: the protocol at the bottom; baselines, the LLM agent and its tools, the MCP server and the harness adapter above it; the registry that resolves a name on top."""
