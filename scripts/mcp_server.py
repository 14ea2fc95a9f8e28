"""The MCP server (stdio): recall, capture, reinforce, forget and load_core as tools.

Usage:
    python scripts/mcp_server.py [--workspace PATH]

Needs the optional mcp package (pip install 'mcp>=2,<3'); each tool returns what its script
prints with --json. Nothing but the protocol is written to stdout.
"""

import _launch

_launch.ensure(__file__)

from hippocampus.cli import mcp_server  # noqa: E402

if __name__ == "__main__":
    mcp_server()
