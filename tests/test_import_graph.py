"""The import graph agrees with docs/architecture.md: no circle, imports only downward, every
third-party import declared.

The graph is built from the source with `ast` (every `import` statement, function-level ones
included, and `importlib.import_module` of a literal name), so it sees what a test run that never
reaches a code path would miss. The room and sub-package rules are read from the tables of
docs/architecture.md: the page and the code cannot drift apart silently.
"""

from __future__ import annotations

import ast
import importlib.metadata
import re
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "architecture.md"
PYPROJECT = ROOT / "pyproject.toml"
OUTSIDE_ROOMS = ("tests", "bench", "examples")
"""First-party top-level names that are not rooms: no room may import them."""
PACKAGE_ONLY = "(package marker only)"


@dataclass(frozen=True)
class Rule:
    """What one room (or controllers sub-package) may import; `marker_only` rooms by package name alone."""

    may: frozenset[str]
    marker_only: frozenset[str]


def _table(text: str, heading: str) -> list[list[str]]:
    """The rows (cells) of the first Markdown table after `heading`."""
    start = text.index(heading)
    rows: list[list[str]] = []
    for line in text[start:].splitlines()[1:]:
        if line.startswith("|"):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
        elif rows:
            break
    assert len(rows) > 2, f"{DOC}: no table after {heading!r}"
    return rows[2:]  # the header and the |---| line


def _rule(cell: str) -> Rule:
    may, marker = set(), set()
    for part in (p.strip() for p in cell.split(",")):
        found = re.fullmatch(r"`(\w+)`(.*)", part)
        if found is None:
            assert part == "-", f"{DOC}: cannot read {part!r} in an import rule"
            continue
        note = found.group(2).strip()
        assert note in ("", PACKAGE_ONLY), f"{DOC}: unknown qualifier {note!r} in an import rule"
        (marker if note else may).add(found.group(1))
    return Rule(frozenset(may), frozenset(marker))


def room_rules() -> dict[str, Rule]:
    """Room -> what it may import, from the 'Import rules between rooms' table."""
    rows = _table(DOC.read_text(encoding="utf-8"), "### Import rules between rooms")
    return {row[0].strip("`"): _rule(row[1]) for row in rows}


def controller_rules() -> dict[str, Rule]:
    """controllers sub-package -> the sub-packages it may import, from the controllers table."""
    rows = _table(DOC.read_text(encoding="utf-8"), "## controllers/: sub-packages by job")
    return {row[0].strip("`"): _rule(row[2]) for row in rows}


def declared_rooms() -> list[str]:
    """The top-level packages pyproject.toml ships (its package-discovery include list)."""
    include = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"]["find"]["include"]
    return sorted(pattern.rstrip("*") for pattern in include)


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(rooms: list[str], root: Path = ROOT) -> dict[str, Path]:
    """Every module of `rooms` under `root`, by dotted name."""
    return {_module_name(p, root): p for room in rooms for p in sorted((root / room).rglob("*.py"))}


@dataclass(frozen=True)
class Imported:
    """One imported name: the dotted target and where it is imported."""

    target: str
    line: int


def imports(path: Path, module: str) -> Iterator[Imported]:
    """Every module `path` imports (absolute dotted names; `from a import b` yields `a.b` and `a`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield Imported(alias.name, node.lineno)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            if source == "__future__":
                continue
            yield Imported(source, node.lineno)
            for alias in node.names:
                yield Imported(f"{source}.{alias.name}", node.lineno)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            yield Imported(node.args[0].value, node.lineno)


def first_party_graph(known: dict[str, Path]) -> dict[str, dict[str, int]]:
    """Module -> {module of `known` it imports: first line}. `from a import b` imports the module
    `a.b` when there is one, and `a` in any case (Python runs `a` first)."""
    graph: dict[str, dict[str, int]] = {}
    for module, path in known.items():
        edges: dict[str, int] = {}
        for imported in imports(path, module):
            if imported.target in known and imported.target != module:
                edges.setdefault(imported.target, imported.line)
        graph[module] = edges
    return graph


def circles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, {})))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def upward(graph: dict[str, dict[str, int]], rules: dict[str, Rule], level: int) -> list[str]:
    """Edges between different units (rooms at level 0, controllers sub-packages at level 1) that
    `rules` does not allow, as 'module:line imports target'."""
    bad = []
    for module, edges in sorted(graph.items()):
        parts = module.split(".")
        if len(parts) <= level:
            continue
        here = parts[level]
        for target, line in sorted(edges.items()):
            there_parts = target.split(".")
            if len(there_parts) <= level or there_parts[:level] != parts[:level]:
                continue
            there = there_parts[level]
            if there == here:
                continue
            rule = rules.get(here)
            allowed = rule is not None and (there in rule.may or (there in rule.marker_only and target == there))
            if not allowed:
                bad.append(f"{module}:{line} imports {target}")
    return bad


# -- the tests --------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def known() -> dict[str, Path]:
    return modules(declared_rooms() + [r for r in OUTSIDE_ROOMS if (ROOT / r).is_dir()])


@pytest.fixture(scope="module")
def graph(known: dict[str, Path]) -> dict[str, dict[str, int]]:
    return first_party_graph(known)


def test_the_page_names_every_room_the_project_ships() -> None:
    assert sorted(room_rules()) == declared_rooms()
    for room in declared_rooms():
        assert (ROOT / room / "__init__.py").is_file(), f"{room}/ is declared but is not a package"


def test_the_page_names_every_controllers_sub_package() -> None:
    on_disk = sorted(p.parent.name for p in (ROOT / "controllers").glob("*/__init__.py"))
    assert sorted(controller_rules()) == on_disk
    loose = sorted(p.name for p in (ROOT / "controllers").glob("*.py") if p.name != "__init__.py")
    assert loose == [], f"controllers/ modules outside a sub-package: {loose}"


def test_no_import_circle(graph: dict[str, dict[str, int]]) -> None:
    assert circles(graph) == []


def test_rooms_import_only_downward(graph: dict[str, dict[str, int]]) -> None:
    rooms = {m: e for m, e in graph.items() if m.split(".")[0] in room_rules()}
    assert upward(rooms, room_rules(), 0) == []


def test_controllers_sub_packages_import_only_downward(graph: dict[str, dict[str, int]]) -> None:
    controllers = {m: e for m, e in graph.items() if m.startswith("controllers.")}
    assert upward(controllers, controller_rules(), 1) == []


def test_a_controllers_package_init_imports_only_inside_its_package(known: dict[str, Path],
                                                                    graph: dict[str, dict[str, int]]) -> None:
    # Importing any controllers module first runs the __init__ of every package above it: one that
    # imported a sibling package would close a circle that no import statement shows.
    inits = [m for m, path in known.items() if m.startswith("controllers") and path.name == "__init__.py"]
    outside = {m: sorted(t for t in graph[m] if t.startswith("controllers") and not t.startswith(m + "."))
               for m in inits}
    assert {m: targets for m, targets in outside.items() if targets} == {}


# -- the checker checks what it claims ----------------------------------------------------------------


def _graph_of(tmp_path: Path, files: dict[str, str]) -> dict[str, dict[str, int]]:
    for name, body in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(body, encoding="utf-8")
    return first_party_graph(modules(sorted({n.split("/")[0] for n in files}), tmp_path))


def test_a_function_level_import_closing_a_circle_is_found(tmp_path: Path) -> None:
    graph = _graph_of(tmp_path, {
        "a/one.py": "from a.two import f\n",
        "a/two.py": "def f():\n    from a.three import g\n    return g\n",
        "a/three.py": "import importlib\nm = importlib.import_module('a.one')\n",
    })
    assert circles(graph) == [["a.one", "a.three", "a.two"]]


def test_an_upward_import_is_reported_with_its_line(tmp_path: Path) -> None:
    graph = _graph_of(tmp_path, {
        "low/__init__.py": "",
        "low/x.py": "\n\nfrom high.y import z\n",
        "high/y.py": "from low.x import *\n",
        "high/w.py": "from low import x\n",
    })
    rules = {"high": Rule(frozenset({"low"}), frozenset()), "low": Rule(frozenset(), frozenset())}
    assert upward(graph, rules, 0) == ["low.x:3 imports high.y"]


def test_a_package_marker_rule_allows_the_package_and_nothing_inside() -> None:
    graph = {"store.db": {"schema": 1, "schema.versions": 2}}
    rules = {"store": Rule(frozenset(), frozenset({"schema"}))}
    assert upward(graph, rules, 0) == ["store.db:2 imports schema.versions"]


def test_relative_imports_resolve(tmp_path: Path) -> None:
    graph = _graph_of(tmp_path, {"p/q/a.py": "from . import b\nfrom ..r import c\n", "p/q/b.py": "", "p/r.py": "c = 1\n",
                                 "p/q/__init__.py": "", "p/__init__.py": ""})
    assert graph["p.q.a"] == {"p.q": 1, "p.q.b": 1, "p.r": 2}


# -- third-party imports are declared -----------------------------------------------------------------


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _requirement(text: str) -> tuple[str, list[str]]:
    found = re.match(r"\s*([A-Za-z0-9._-]+)\s*(?:\[([^\]]*)\])?", text)
    assert found is not None, text
    return _normal(found.group(1)), [e.strip() for e in (found.group(2) or "").split(",") if e.strip()]


def declared(groups: list[list[str]]) -> set[str]:
    """Distribution names the requirement lists declare, with what their named extras pull in."""
    names = set()
    for requirement in (r for group in groups for r in group):
        name, extras = _requirement(requirement)
        names.add(name)
        for extra in extras:
            for needed in importlib.metadata.requires(name) or []:
                if re.search(r"""extra\s*==\s*["']%s["']""" % re.escape(extra), needed):
                    names.add(_requirement(needed)[0])
    return names


def third_party(rooms: list[str], root: Path = ROOT) -> dict[str, list[str]]:
    """Top-level name -> where it is imported, for every import outside the stdlib and first party."""
    first_party = set(rooms) | set(declared_rooms()) | set(OUTSIDE_ROOMS)
    found: dict[str, list[str]] = {}
    for module, path in modules(rooms, root).items():
        for imported in imports(path, module):
            top = imported.target.split(".")[0]
            if top and top not in first_party and top not in sys.stdlib_module_names:
                found.setdefault(top, []).append(f"{path.relative_to(root)}:{imported.line}")
    return found


def undeclared(found: dict[str, list[str]], allowed: set[str]) -> dict[str, tuple[list[str], list[str]]]:
    """The imported top-level names no allowed distribution provides: name -> (providers, where)."""
    distributions = importlib.metadata.packages_distributions()
    missing = {}
    for top, where in sorted(found.items()):
        providers = {_normal(d) for d in distributions.get(top, [])}
        if not providers & allowed:
            missing[top] = (sorted(providers) or ["not installed"], where[:3])
    return missing


def _allowed(extras: list[str]) -> set[str]:
    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    return declared([project["dependencies"]] + [project["optional-dependencies"][e] for e in extras])


@pytest.mark.parametrize("rooms, extras", [
    (declared_rooms(), []),
    (["tests", "bench", "examples"], ["test"]),
])
def test_every_third_party_import_is_declared(rooms: list[str], extras: list[str]) -> None:
    assert undeclared(third_party(rooms), _allowed(extras)) == {}


def test_an_undeclared_import_is_reported_even_inside_a_function(tmp_path: Path) -> None:
    (tmp_path / "room").mkdir()
    (tmp_path / "room" / "m.py").write_text(
        "import json\nimport click\nfrom room import m\n\n\ndef f():\n    import pytest\n    import no_such_dist_xyz\n",
        encoding="utf-8")
    found = third_party(["room"], tmp_path)
    assert sorted(found) == ["click", "no_such_dist_xyz", "pytest"]
    assert undeclared(found, _allowed([])) == {
        "no_such_dist_xyz": (["not installed"], ["room/m.py:8"]),
        "pytest": (["pytest"], ["room/m.py:7"]),
    }


def test_an_extra_declares_what_it_pulls_in() -> None:
    # `dask[distributed]` declares distributed; plain `dask` would not.
    assert "distributed" in declared([["dask[distributed]>=2024.8"]])
    assert "distributed" not in declared([["dask>=2024.8"]])
