"""Error types shared by every room.

Bad input must name where it came from (file, line or row, field) so that a user can fix it;
`InputError` carries those parts and formats them the same way everywhere.
"""

from __future__ import annotations


class AsofError(Exception):
    """Base class for every error asof raises on purpose."""


class InputError(AsofError):
    """Bad input: names the file, the line/row and the field where known."""

    def __init__(
        self,
        message: str,
        *,
        file: str | None = None,
        line: int | None = None,
        field: str | None = None,
    ) -> None:
        self.message = message
        self.file = file
        self.line = line
        self.field = field
        super().__init__(self.__str__())

    def located(self, *, file: str | None = None, line: int | None = None) -> "InputError":
        """Return a copy with the file/line filled in where they were unknown."""
        return InputError(
            self.message,
            file=self.file or file,
            line=self.line if self.line is not None else line,
            field=self.field,
        )

    def __str__(self) -> str:
        where = []
        if self.file:
            where.append(self.file)
        if self.line is not None:
            where.append(f"line {self.line}")
        if self.field:
            where.append(f"field '{self.field}'")
        prefix = ", ".join(where)
        return f"{prefix}: {self.message}" if prefix else self.message


class NaiveDatetimeError(InputError):
    """A datetime without a timezone: asof never guesses one."""


class StoreError(AsofError):
    """The store is missing, not migrated, or failed an integrity rule."""
