"""Task families, instance builders, scorers, aggregation and robustness metrics.

Layout: one module per family holds its public input, output and evaluator-only label schemas and
its scorer (`val`, `rank`, `evt`, `fund`, `cf`, `calc`, `eps`); `registry` names the scorers;
`io` reads prediction, label and instance files; `scoring` pairs predictions with labels and counts
format failures; `aggregation` pools markets and forms the Overall; `paired` is the EPSBench paired
bootstrap; `robustness` and `variants` are FinForesight's robustness metrics and variant generator;
`arithmetic` and `eps_calculator` evaluate accounting schemas; `generate` and `builders/` build
instances from the point-in-time store; `instance` holds the public envelope and the resolution.
"""
