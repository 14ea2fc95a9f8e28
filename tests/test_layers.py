"""Imports point one way (ARCHITECTURE.md, "The package, module by module"): no cycle among
the package's modules, counting the imports inside functions too; no private name
imported from another module; the store below its derived data, commands and the CLI."""

from __future__ import annotations

import ast

from conftest import SCRIPTS

PACKAGE = SCRIPTS / "hippocampus"


def graph() -> tuple[dict[str, set[str]], list[str]]:
    edges: dict[str, set[str]] = {}
    private = []
    for path in sorted(PACKAGE.glob("*.py")):
        module, deps = path.stem, set()
        tree = ast.parse(path.read_text("utf-8"))
        modules = {  # names this file binds to a module of the package
            alias.asname or alias.name
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module == "hippocampus"
            for alias in node.names
        }
        private += [
            f"{module} reads {node.value.id}.{node.attr}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in modules
            and node.attr.startswith("_")
            and not node.attr.startswith("__")
        ]
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "hippocampus":
                if node.module == "hippocampus":
                    deps.update(alias.name for alias in node.names)
                else:
                    deps.add(node.module.split(".")[1])
                    private += [f"{module} imports {node.module}.{a.name}" for a in node.names if a.name.startswith("_")]
            elif isinstance(node, ast.Import):
                deps.update(a.name.split(".")[1] for a in node.names if a.name.startswith("hippocampus."))
        edges[module] = deps - {module}
    return edges, private


def reachable(edges: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for nxt in edges.get(todo.pop(), ()):
            if nxt not in seen and nxt in edges:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def test_no_module_imports_itself_through_others():
    edges, _ = graph()
    cycles = sorted(m for m in edges if m in reachable(edges, m))
    assert cycles == []


def test_no_private_name_crosses_a_module():
    _, private = graph()
    assert private == []


def test_the_store_is_below_what_derives_from_it_and_what_uses_it():
    edges, _ = graph()
    for module in ("store", "transaction", "files", "records", "scoring", "search"):
        assert not reachable(edges, module) & {"search_cache", "commands", "cli", "hooks", "mcp_server", "doctor"}, module


def test_no_module_binds_one_name_to_two_things():
    # a module-level name assigned twice is one name for two things: every function reads
    # the later one, whatever the earlier was written for (relations.py once had two
    # _MODALS, and a verb after "I" lost "will" and "would" to the later table)
    twice = []
    for path in sorted([*PACKAGE.glob("*.py"), *PACKAGE.glob("*/*.py")]):
        seen: set[str] = set()
        for node in ast.parse(path.read_text("utf-8")).body:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
            names = [n.id for t in targets for n in ([t] if isinstance(t, ast.Name) else t.elts if isinstance(t, ast.Tuple) else [])]
            if isinstance(node, ast.FunctionDef | ast.ClassDef):
                names = [node.name]
            twice += [f"{path.name}: {name}" for name in names if name in seen]
            seen.update(names)
    assert not twice
