"""The agent command's contract, shared by the run loop (candidates -> an action document)
and sleep (clusters -> pattern texts): the user's own command string, run with the prompt
and the data between BEGIN and END on stdin, its stdout the answer; any failure is one
AgentFailed. Below both, so that neither imports the other."""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path

from hippocampus.errors import HippocampusError

SKILL_DIR = Path(__file__).resolve().parents[2]  # scripts/hippocampus/ -> the skill folder
BEGIN = "--- BEGIN CANDIDATES (JSON lines) ---"
END = "--- END CANDIDATES ---"


class AgentFailed(HippocampusError):
    """The agent command failed or printed something that is not a valid action document."""


def run_agent(command: str, stdin: bytes, env: dict, timeout: float) -> bytes:
    """Run the user's configured command (a shell string by design: it is their pipeline,
    e.g. ``claude -p`` or ``llm -m x``) and return its stdout; AgentFailed on any failure."""
    try:
        proc = subprocess.Popen(
            command,
            shell=True,  # only ever the user's own configured command string
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            start_new_session=True,  # so a timeout can stop the whole pipeline
        )
    except OSError as exc:
        raise AgentFailed(f"agent command could not start ({exc.strerror}): {command}") from None
    try:
        out, _ = proc.communicate(stdin, timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.communicate()
        raise AgentFailed(f"agent command timed out after {timeout:g} s: {command}") from None
    if proc.returncode != 0:
        raise AgentFailed(f"agent command exited with status {proc.returncode}: {command}")
    return out
