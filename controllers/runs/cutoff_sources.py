"""Which knowledge cutoff c_m a run uses: the vendor's statement, or the boundary the probes measured.

On its own so that a command can offer the choice without importing the model registry (and the store).
"""

from __future__ import annotations

from typing import Literal

CutoffSource = Literal["vendor", "measured"]
CUTOFF_SOURCES: tuple[CutoffSource, ...] = ("vendor", "measured")
