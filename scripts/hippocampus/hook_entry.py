"""What scripts/hook.py runs: ``--help`` goes to the click command (``cli.hook``), anything
else to ``hooks.main``, which parses the few options itself (click costs ~15 ms of a prompt
hook). A module of its own, above both, so that the hooks never import the CLI."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else list(argv)
    if "--help" in args or "-h" in args:
        from hippocampus.cli import hook

        hook.main(args, prog_name="hook.py")
        return
    from hippocampus import hooks

    hooks.main(args)
