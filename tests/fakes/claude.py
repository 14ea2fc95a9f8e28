"""A fake ``claude`` CLI: ``mcp add/remove/list/get`` as Claude Code 2.1 stores them.

Scope user: ``~/.claude.json`` "mcpServers"; project: ``<cwd>/.mcp.json``; local (the
default): ``~/.claude.json`` "projects"[cwd]["mcpServers"]. Adding a name that exists fails
as the real command does.
"""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import HOME, finish, read_json, write_json  # noqa: E402

USER_FILE = HOME / ".claude.json"


def parse(args):
    scope, env, rest = "local", {}, []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            rest.extend(args[i:])
            break
        if a in ("-s", "--scope"):
            scope = args[i + 1]
            i += 2
        elif a in ("-e", "--env"):
            key, _, value = args[i + 1].partition("=")
            env[key] = value
            i += 2
        elif a in ("-t", "--transport"):
            i += 2
        else:
            rest.append(a)
            i += 1
    return scope, env, rest


def servers(scope):
    """(file, whole document, the mcpServers dict inside it)."""
    if scope == "project":
        path = Path(os.getcwd()) / ".mcp.json"
        doc = read_json(path, {})
        return path, doc, doc.setdefault("mcpServers", {})
    doc = read_json(USER_FILE, {})
    if scope == "user":
        return USER_FILE, doc, doc.setdefault("mcpServers", {})
    project = doc.setdefault("projects", {}).setdefault(os.getcwd(), {})
    return USER_FILE, doc, project.setdefault("mcpServers", {})


def main(args):
    if args[:1] != ["mcp"]:
        finish(2, err="fake claude knows only `claude mcp`")
    command, scope_env_rest = args[1], parse(args[2:])
    scope, env, rest = scope_env_rest
    if command == "add":
        name = rest[0]
        argv = [a for a in rest[1:] if a != "--"] if "--" in rest else rest[1:]
        path, doc, table = servers(scope)
        if name in table:
            finish(1, err=f"MCP server {name} already exists in {scope} config")
        table[name] = {"type": "stdio", "command": argv[0], "args": argv[1:], "env": env}
        write_json(path, doc)
        finish(0, out=f"Added stdio MCP server {name} with command: {' '.join(argv)} to {scope} config")
    if command == "remove":
        name = rest[0]
        path, doc, table = servers(scope)
        if name not in table:
            finish(1, err=f"No MCP server found with name: {name}")
        del table[name]
        if scope == "project" and not table and set(doc) == {"mcpServers"}:
            path.unlink()
        else:
            write_json(path, doc)
        finish(0, out=f"Removed MCP server {name} from {scope} config")
    if command == "list":
        names = []
        for scope_name in ("local", "user", "project"):
            names.extend(servers(scope_name)[2])
        finish(0, out="\n".join(names) or "No MCP servers configured.")
    finish(2, err=f"unknown mcp command {command}")


main(sys.argv[1:])
