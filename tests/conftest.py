"""Every test runs against a temporary workspace and a pinned clock."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from workload import make_store

REPO = Path(__file__).resolve().parent.parent
SCRIPTS = REPO / "scripts"
NOW = "2026-11-29T10:00:00Z"


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch):
    """WORKSPACE points at an empty store in tmp_path; HIPPOCAMPUS_NOW is pinned."""
    workspace = make_store(tmp_path / "ws")
    monkeypatch.setenv("WORKSPACE", str(workspace))
    monkeypatch.setenv("HIPPOCAMPUS_NOW", NOW)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("HIPPOCAMPUS_LOCK_TIMEOUT", raising=False)
    return workspace


@pytest.fixture
def workspace(isolated) -> Path:
    return isolated


def run_script(name: str, *args: str, env: dict | None = None, input: bytes | None = None, cwd=None):
    """Run scripts/<name>.py as a real process, the way an agent does."""
    full_env = dict(os.environ)
    full_env.update(env or {})
    return subprocess.run(
        [sys.executable, str(SCRIPTS / f"{name}.py"), *args],
        capture_output=True,
        env=full_env,
        input=input,
        cwd=cwd,
        timeout=120,
    )
