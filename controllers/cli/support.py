"""Shared pieces of the `asof` command line: store options, instant and duration types, output."""

from __future__ import annotations

import ast
import functools
import importlib
import importlib.util
import json
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

import click

from engine.errors import AsofError
from engine.settings import Settings
from engine.timestamps import parse_duration, parse_utc

F = TypeVar("F", bound=Callable[..., Any])


def store_options(command: F) -> F:
    """Add `--store` and `--data-dir` to a command and pass resolved `Settings` as `settings`."""

    @click.option("--store", "store_url", envvar="ASOF_STORE", help="Database URL (sqlite:///... or postgresql://...).")
    @click.option("--data-dir", envvar="ASOF_DATA", type=click.Path(path_type=Path), help="Folder for Parquet price files.")
    @functools.wraps(command)
    def wrapper(*args: Any, store_url: str | None, data_dir: Path | None, **kwargs: Any) -> Any:
        try:
            return command(*args, settings=Settings.resolve(store_url, data_dir), **kwargs)
        except AsofError as exc:
            raise click.ClickException(str(exc)) from None

    return wrapper  # type: ignore[return-value]


json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")


class Instant(click.ParamType):
    """An aware ISO-8601 instant on the command line (naive is refused)."""

    name = "instant"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> datetime:
        try:
            return parse_utc(value, field=param.name if param else None)
        except AsofError as exc:
            self.fail(str(exc), param, ctx)


class Duration(click.ParamType):
    """A duration such as 90s, 15m, 1h."""

    name = "duration"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            return parse_duration(value, field=param.name if param else None)
        except AsofError as exc:
            self.fail(str(exc), param, ctx)


INSTANT = Instant()
DURATION = Duration()


def emit(data: Any, as_json: bool, render: Callable[[Any], str]) -> None:
    """Print `data` as JSON or through `render`."""
    if as_json:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))
    else:
        click.echo(render(data))


def emit_ingest(report: Any, as_json: bool) -> None:
    """One ingest batch's report (`IngestReport`): its summary lines, or (`--json`) its fields."""
    from controllers.store.actions import render_report  # the store's code loads only for the command

    emit(report.model_dump(mode="json"), as_json, lambda _data: render_report(report))


class LazyGroup(click.Group):
    """A command group whose commands from other modules are imported when named, not at start-up.

    `lazy` maps a command name to `module:attribute`. Why: every command module imports its room
    (the store, the classifiers, SciPy for the boundary), and an MCP client spawning `asof mcp serve`
    gives the server a few seconds to answer; only the command asked for is imported.
    """

    def __init__(self, *args: Any, lazy: Mapping[str, str] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy = dict(lazy or {})

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.lazy})

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The command list of `--help`, without importing a command module to read its help."""
        rows = [(name, self.commands.get(name) or _listed(name, self.lazy[name])) for name in self.list_commands(ctx)]
        shown = [(name, command) for name, command in rows if command is not None and not command.hidden]
        if shown:
            limit = formatter.width - 6 - max(len(name) for name, _ in shown)
            with formatter.section("Commands"):
                formatter.write_dl([(name, command.get_short_help_str(limit)) for name, command in shown])

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.lazy and cmd_name not in self.commands:
            module, _, attribute = self.lazy[cmd_name].partition(":")
            command = getattr(importlib.import_module(module), attribute)
            if not isinstance(command, click.Command):
                raise TypeError(f"{self.lazy[cmd_name]} is not a click command")
            self.add_command(command, cmd_name)
        return super().get_command(ctx, cmd_name)


def _listed(name: str, target: str) -> click.Command | None:
    """A stand-in for the lazy command `target` (`module:function`) carrying only its help, read from
    the function's docstring in the module's source (no import); None if the source does not say."""
    module, _, attribute = target.partition(":")
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None:
        return None
    tree = ast.parse(Path(spec.origin).read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == attribute:
            return click.Command(name, help=ast.get_docstring(node))
    return None


class DeferredModule:
    """A module imported on first attribute access (for the commands defined next to a `LazyGroup`)."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attribute: str) -> Any:
        return getattr(importlib.import_module(self._name), attribute)
