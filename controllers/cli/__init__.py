"""The `asof` command line: every command, thin (parse, call the job's sub-package, print); `main` is the entry point."""
