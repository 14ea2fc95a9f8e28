"""``python -m hippocampus`` / the ``hippocampus`` console script: every command under one group.

The commands are the same objects the entry scripts in scripts/ run (cli.py).
"""

import click

from hippocampus import cli


@click.group()
def main():
    """hippocampus: long-term memory for AI agents."""


for command in (
    cli.capture,
    cli.recall,
    cli.reinforce,
    cli.decay,
    cli.load_core,
    cli.sync_core,
    cli.forget,
    cli.preprocess,
    cli.run_hippocampus,
    cli.import_notes,
    cli.doctor,
    cli.sync,
    cli.hook,
    cli.handoff,
    cli.learn,
    cli.watch,
    cli.mcp_server,
    cli.conflicts,
    cli.resolve,
    cli.pin,
    cli.outcome,
    cli.working,
    cli.pack,
    cli.snapshot,
    cli.stats,
    cli.consolidate,
    cli.context_command,
):
    main.add_command(command)

if __name__ == "__main__":
    main()
