"""Reversible edits of the agent tools' own files, as pure functions of their contents.

Each ``with_*`` adds our entry and each ``without_*`` removes exactly it, keeping every
other key, entry and line; a container we emptied is removed too, so an uninstall leaves
no empty key behind. Our entries are recognised by content we generated (the skill copy's
own script path, a marked block), never by position. Callers compare the result with the
input: equal means there is nothing to do.
"""

from __future__ import annotations

import copy
import json
import re
import shlex
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any


class NotOurShape(ValueError):
    """A file holds something where we would write (a list where an object belongs, ...)."""


# ---------------------------------------------------------------------------------------
# Hook lists: {"hooks": {Event: [{"matcher"?: str, "hooks": [{"type": "command", ...}]}]}}
# (Claude Code's settings.json and Codex's hooks.json share this shape.)


def runs_script(script: Path) -> Callable[[Any], bool]:
    """Whether a hook entry's command runs ``script`` (its first argument after the interpreter)."""

    def check(hook: Any) -> bool:
        if not isinstance(hook, dict) or not isinstance(hook.get("command"), str):
            return False
        try:
            words = shlex.split(hook["command"])
        except ValueError:
            return False
        return len(words) > 1 and words[1] == str(script)

    return check


def _object(parent: dict, key: str, what: str) -> dict:
    value = parent.setdefault(key, {})
    if not isinstance(value, dict):
        raise NotOurShape(f"{what} is not an object")
    return value


def with_hook(doc: dict, event: str, group: dict, ours: Callable[[Any], bool]) -> dict:
    """``doc`` holding ``group`` under ``event`` once, and no other hook of ours there."""
    doc = copy.deepcopy(doc)
    groups = _object(doc, "hooks", '"hooks"').setdefault(event, [])
    if not isinstance(groups, list):
        raise NotOurShape(f'"hooks.{event}" is not a list')
    exact = next((i for i, g in enumerate(groups) if g == group), None)
    kept = []
    for i, g in enumerate(groups):
        if i != exact and isinstance(g, dict) and isinstance(g.get("hooks"), list):
            rest = [h for h in g["hooks"] if not ours(h)]
            if not rest and len(rest) != len(g["hooks"]):
                continue
            g = {**g, "hooks": rest}
        kept.append(g)
    if exact is None:
        kept.append(group)
    doc["hooks"][event] = kept
    return doc


def without_hooks(doc: dict, ours: Callable[[Any], bool]) -> dict:
    """``doc`` without any hook of ours; groups, events and "hooks" left empty go too."""
    doc = copy.deepcopy(doc)
    hooks = doc.get("hooks")
    if not isinstance(hooks, dict):
        return doc
    for event in list(hooks):
        groups = hooks[event]
        if not isinstance(groups, list):
            continue
        kept = []
        for g in groups:
            if isinstance(g, dict) and isinstance(g.get("hooks"), list):
                rest = [h for h in g["hooks"] if not ours(h)]
                if not rest and g["hooks"]:
                    continue
                g = {**g, "hooks": rest}
            kept.append(g)
        if kept:
            hooks[event] = kept
        else:
            del hooks[event]
    if not hooks:
        del doc["hooks"]
    return doc


# ---------------------------------------------------------------------------------------
# Lists and objects under a key path: permissions.allow, mcpServers.NAME


def with_items(doc: dict, path: tuple[str, ...], items: list[Any]) -> dict:
    """``doc`` with each of ``items`` in the list at ``path`` (appended if missing)."""
    doc = copy.deepcopy(doc)
    node = doc
    for key in path[:-1]:
        node = _object(node, key, f'"{key}"')
    current = node.setdefault(path[-1], [])
    if not isinstance(current, list):
        raise NotOurShape(f'"{".".join(path)}" is not a list')
    current.extend(item for item in items if item not in current)
    return doc


def without_items(doc: dict, path: tuple[str, ...], items: list[Any]) -> dict:
    doc = copy.deepcopy(doc)
    nodes = [doc]
    for key in path[:-1]:
        child = nodes[-1].get(key)
        if not isinstance(child, dict):
            return doc
        nodes.append(child)
    current = nodes[-1].get(path[-1])
    if not isinstance(current, list):
        return doc
    nodes[-1][path[-1]] = [item for item in current if item not in items]
    return _pruned(doc, path, bool(current))


def with_entry(doc: dict, path: tuple[str, ...], value: Any) -> dict:
    doc = copy.deepcopy(doc)
    node = doc
    for key in path[:-1]:
        node = _object(node, key, f'"{key}"')
    node[path[-1]] = value
    return doc


def without_entry(doc: dict, path: tuple[str, ...]) -> dict:
    doc = copy.deepcopy(doc)
    node = doc
    for key in path[:-1]:
        node = node.get(key)
        if not isinstance(node, dict):
            return doc
    if path[-1] not in node:
        return doc
    del node[path[-1]]
    return _pruned(doc, path[:-1], True)


def get_path(doc: Any, path: tuple[str, ...]) -> Any:
    for key in path:
        if not isinstance(doc, dict):
            return None
        doc = doc.get(key)
    return doc


def _pruned(doc: dict, path: tuple[str, ...], was_filled: bool) -> dict:
    """Remove the containers along ``path`` that our removal left empty, deepest first."""
    if not was_filled:
        return doc
    for depth in range(len(path), 0, -1):
        parent = get_path(doc, path[: depth - 1]) if depth > 1 else doc
        key = path[depth - 1]
        if isinstance(parent, dict) and parent.get(key) in ([], {}):
            del parent[key]
        else:
            break
    return doc


# ---------------------------------------------------------------------------------------
# A marked block in a Markdown file (Codex's AGENTS.md)

BEGIN = "<!-- hippocampus:begin (added by install.py; --uninstall removes this block) -->"
END = "<!-- hippocampus:end -->"
_BLOCK = re.compile(r"(?:\n)?" + re.escape(BEGIN) + r".*?" + re.escape(END) + r"\n?", re.S)


def with_block(text: str, body: str) -> str:
    """``text`` with our block holding ``body``: replaced where it is, else appended."""
    block = f"{BEGIN}\n{body.rstrip()}\n{END}\n"
    found = _BLOCK.search(text)
    if found:
        lead = "\n" if found.group(0).startswith("\n") else ""
        return text[: found.start()] + lead + block + text[found.end() :]
    if not text:
        return block
    return text + ("\n" if text.endswith("\n") else "\n\n") + block


def without_block(text: str) -> str:
    return _BLOCK.sub("", text, count=1)


def has_block(text: str) -> bool:
    return _BLOCK.search(text) is not None


# ---------------------------------------------------------------------------------------
# Codex's config.toml: [sandbox_workspace_write] writable_roots
#
# Python reads TOML (tomllib) but does not write it, so the file is edited as text, in
# one of three shapes we can undo exactly; every result is parsed again and must equal the
# original with only our root added (or removed). Anything else is left to the user.

TABLE = "sandbox_workspace_write"
OUR_TABLE_BEGIN = "# hippocampus:begin (added by install.py; --uninstall removes this block)"
OUR_TABLE_END = "# hippocampus:end"
OUR_LINE = "# hippocampus: added by install.py"
_HEADER = re.compile(r"^\s*\[\s*" + TABLE + r"\s*\]\s*(#.*)?$")
_ANY_HEADER = re.compile(r"^\s*\[")
_ROOTS_LINE = re.compile(r"^(\s*writable_roots\s*=\s*)(\[[^\]\n]*\])(\s*(#.*)?)$")


def _toml_string(value: str) -> str:
    return json.dumps(value)  # a JSON string with ASCII escapes is a TOML basic string


def _roots(data: dict) -> list | None:
    table = data.get(TABLE)
    if table is None:
        return None
    roots = table.get("writable_roots") if isinstance(table, dict) else None
    return roots if isinstance(roots, list) else None


def _expect(text: str, new: str, root: str, add: bool) -> str | None:
    """``new`` if it parses and differs from ``text`` exactly by our root, else None."""
    try:
        before, after = tomllib.loads(text), tomllib.loads(new)
    except tomllib.TOMLDecodeError:
        return None
    wanted = copy.deepcopy(before)
    if add:
        table = wanted.setdefault(TABLE, {})
        table["writable_roots"] = [*table.get("writable_roots", []), root]
    else:
        table = wanted.get(TABLE, {})
        table["writable_roots"] = [r for r in table.get("writable_roots", []) if r != root]
        if not table["writable_roots"] and "writable_roots" not in after.get(TABLE, {}):
            table.pop("writable_roots")
            if not table and TABLE not in after:
                wanted.pop(TABLE)
    return new if after == wanted else None


def with_writable_root(text: str, root: str) -> tuple[str | None, str | None]:
    """(new text, the original roots line we replaced or None), or (None, why) if we cannot."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        return None, f"not valid TOML ({exc})"
    roots = _roots(data)
    if roots is not None and root in roots:
        return text, None
    lines = text.splitlines(keepends=True)
    header = next((i for i, line in enumerate(lines) if _HEADER.match(line)), None)
    if TABLE not in data:
        sep = "" if not text or text.endswith("\n\n") else ("\n" if text.endswith("\n") else "\n\n")
        block = f"{OUR_TABLE_BEGIN}\n[{TABLE}]\nwritable_roots = [{_toml_string(root)}]\n{OUR_TABLE_END}\n"
        return _expect(text, text + sep + block, root, True), None
    if header is None:
        return None, f"[{TABLE}] is written as dotted keys or an inline table"
    end = next((i for i in range(header + 1, len(lines)) if _ANY_HEADER.match(lines[i])), len(lines))
    found = [i for i in range(header + 1, end) if lines[i].lstrip().startswith("writable_roots")]
    if not found:
        new_line = f"writable_roots = [{_toml_string(root)}]  {OUR_LINE}\n"
        new = "".join([*lines[: header + 1], new_line, *lines[header + 1 :]])
        return _expect(text, new, root, True), None
    match = _ROOTS_LINE.match(lines[found[0]].rstrip("\n"))
    if len(found) != 1 or not match:
        return None, "writable_roots spans several lines"
    inner = match.group(2)[1:-1].rstrip().rstrip(",")
    joined = f"{inner}, {_toml_string(root)}" if inner.strip() else _toml_string(root)
    new_line = f"{match.group(1)}[{joined}]  {OUR_LINE} {_toml_string(root)}\n"
    new = "".join([*lines[: found[0]], new_line, *lines[found[0] + 1 :]])
    return _expect(text, new, root, True), lines[found[0]]


def without_writable_root(text: str, root: str, original_line: str | None) -> str | None:
    """``text`` without our root, or None if it is there in a shape we did not write."""
    lines = text.splitlines(keepends=True)
    if OUR_TABLE_BEGIN + "\n" in lines:
        start = lines.index(OUR_TABLE_BEGIN + "\n")
        end = next((i for i in range(start, len(lines)) if lines[i].rstrip("\n") == OUR_TABLE_END), None)
        if end is None:
            return None
        if start > 0 and lines[start - 1] == "\n":
            start -= 1
        return _expect(text, "".join(lines[:start] + lines[end + 1 :]), root, False)
    for i, line in enumerate(lines):
        if OUR_LINE in line and line.lstrip().startswith("writable_roots"):
            if line.rstrip("\n").endswith(OUR_LINE):
                return _expect(text, "".join(lines[:i] + lines[i + 1 :]), root, False)
            if original_line is not None:
                return _expect(text, "".join([*lines[:i], original_line, *lines[i + 1 :]]), root, False)
            return None
    try:
        roots = _roots(tomllib.loads(text))
    except tomllib.TOMLDecodeError:
        return None
    return text if not roots or root not in roots else None
