"""A fake ``codex`` CLI: ``mcp add/remove/list`` writing ``[mcp_servers.NAME]`` into
``~/.codex/config.toml`` as text (as Codex 0.171 does), leaving every other line alone."""

import json
import sys
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import HOME, finish  # noqa: E402

CONFIG = HOME / ".codex" / "config.toml"


def text() -> str:
    return CONFIG.read_text(encoding="utf-8") if CONFIG.is_file() else ""


def main(args):
    if args[:1] != ["mcp"]:
        finish(2, err="fake codex knows only `codex mcp`")
    command, rest = args[1], args[2:]
    current = tomllib.loads(text()).get("mcp_servers", {})
    if command == "add":
        name = rest[0]
        argv = rest[rest.index("--") + 1 :]
        if name in current:
            finish(1, err=f"MCP server '{name}' already exists")
        body = text()
        sep = "" if not body or body.endswith("\n\n") else ("\n" if body.endswith("\n") else "\n\n")
        block = f"[mcp_servers.{name}]\ncommand = {json.dumps(argv[0])}\nargs = {json.dumps(argv[1:])}\n"
        CONFIG.parent.mkdir(parents=True, exist_ok=True)
        CONFIG.write_text(body + sep + block, encoding="utf-8")
        finish(0, out=f"Added global MCP server '{name}'.")
    if command == "remove":
        name = rest[0]
        if name not in current:
            finish(1, err=f"No MCP server named '{name}' found.")
        lines = text().splitlines(keepends=True)
        start = lines.index(f"[mcp_servers.{name}]\n")
        end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("[")), len(lines))
        if start > 0 and lines[start - 1] == "\n":
            start -= 1
        CONFIG.write_text("".join(lines[:start] + lines[end:]), encoding="utf-8")
        finish(0, out=f"Removed global MCP server '{name}'.")
    if command == "list":
        finish(0, out=json.dumps([{"name": n, **v} for n, v in current.items()]))
    finish(2, err=f"unknown mcp command {command}")


main(sys.argv[1:])
