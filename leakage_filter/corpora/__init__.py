"""Generated, labelled page corpora for training and measuring the leakage filter: shared types in `base`, the `train` and `heldout` template families, `generate` writes a corpus."""
