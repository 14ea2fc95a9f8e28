"""scripts/_launch.py: every entry script runs in the skill's own Python, whatever python3 started it."""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from conftest import REPO, SCRIPTS

ENTRY = sorted(p for p in SCRIPTS.glob("*.py") if not p.name.startswith("_"))
OLD_PYTHON = Path("/root/.pyenv/versions/3.6.15/bin/python3.6")  # present on some dev machines only


@pytest.mark.parametrize("path", [SCRIPTS / "_launch.py", REPO / "install.py", *ENTRY], ids=lambda p: p.name)
def test_launcher_code_parses_on_python_3_6(path):
    tree = ast.parse(path.read_text("utf-8"), feature_version=(3, 6))  # no walrus, no f"{x=}", ...
    futures = [node for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module == "__future__"]
    assert futures == []  # `from __future__ import annotations` parses, but fails at run time on 3.6


@pytest.mark.parametrize("path", ENTRY, ids=lambda p: p.name)
def test_entry_scripts_are_thin(path):
    """Docstring with Usage, the launcher call, one import of a click command, the guard."""
    tree = ast.parse(path.read_text("utf-8"))
    kinds = [type(node).__name__ for node in tree.body]
    assert kinds == ["Expr", "Import", "Expr", "ImportFrom", "If"], path.name
    assert "Usage:" in ast.get_docstring(tree)
    assert ast.unparse(tree.body[2]) == "_launch.ensure(__file__)"
    # hook.py is on the prompt path: it parses its few options itself and skips click.
    expected = {"hook.py": "hippocampus.hook_entry"}
    assert tree.body[3].module == expected.get(path.name, "hippocampus.cli")


def test_needs_names_every_runtime_dependency():
    sys.path.insert(0, str(SCRIPTS))
    import _launch

    deps = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["dependencies"]
    names = {re.split(r"[<>=!~ \[]", d)[0].lower() for d in deps}
    import_names = {"python-frontmatter": "frontmatter"}
    assert {import_names.get(n, n) for n in names} == set(_launch.NEEDS)


def make_skill(root: Path, venv_python: str | None) -> Path:
    """A skill folder holding scripts/ and, if given, a .venv/bin/python that execs ``venv_python``."""
    skill = root / "skill"
    shutil.copytree(SCRIPTS, skill / "scripts", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    (skill / "scripts" / "where.py").write_text(
        "import _launch\n_launch.ensure(__file__)\nimport os, sys\n"
        "print(sys.executable, os.environ.get('HIPPOCAMPUS_REEXEC'), sys.version_info[:2] >= (3, 11))\n"
    )
    if venv_python:
        python = skill / ".venv" / "bin" / "python"
        python.parent.mkdir(parents=True)
        python.write_text(f'#!/bin/sh\necho started >> "{root}/starts"\nexec {venv_python} "$@"\n')
        python.chmod(0o755)
    return skill


def bare(*args: str, python: str = sys.executable, cwd=None) -> subprocess.CompletedProcess:
    """Run with a python that lacks the dependencies: this one without site-packages (-S)."""
    flags = ["-S"] if python == sys.executable else []
    env = {k: v for k, v in os.environ.items() if k != "HIPPOCAMPUS_REEXEC"}
    return subprocess.run([python, *flags, *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=60)


def test_a_python_without_the_dependencies_reexecutes_once_in_the_skills_venv(tmp_path):
    skill = make_skill(tmp_path, f'"{sys.executable}"')
    proc = bare(str(skill / "scripts" / "where.py"))
    assert proc.returncode == 0, proc.stderr
    executable, mark, _ = proc.stdout.split()
    assert executable == sys.executable and mark == "None"  # the mark is gone: children get their chance
    assert (tmp_path / "starts").read_text() == "started\n"  # exactly one extra start
    proc = bare(str(skill / "scripts" / "recall.py"), "--help")
    assert proc.returncode == 0 and proc.stdout.startswith("Usage: recall.py")


def test_a_python_with_the_dependencies_runs_in_place(tmp_path):
    skill = make_skill(tmp_path, f'"{sys.executable}"')
    proc = subprocess.run([sys.executable, str(skill / "scripts" / "where.py")], capture_output=True, text=True)
    assert proc.returncode == 0 and not (tmp_path / "starts").exists()


def test_without_a_venv_one_line_names_the_install_command(tmp_path):
    skill = make_skill(tmp_path, None)
    (skill / ".hippocampus-install.json").write_text(json.dumps({"targets": ["codex"], "workspace": "/w"}))
    proc = bare(str(skill / "scripts" / "recall.py"), "x")
    assert proc.returncode == 1 and proc.stdout == ""
    (line,) = proc.stderr.splitlines()
    assert line.startswith("hippocampus: ") and "lacks click" in line
    assert line.endswith(f"run: python3 {skill}/install.py --target codex --workspace /w")


def test_a_venv_that_lacks_the_dependencies_too_gives_one_line_not_a_loop(tmp_path):
    skill = make_skill(tmp_path, f'"{sys.executable}" -S')
    proc = bare(str(skill / "scripts" / "recall.py"), "x")
    assert proc.returncode == 1
    (line,) = proc.stderr.splitlines()
    assert "is incomplete" in line and "run: python3" in line
    assert (tmp_path / "starts").read_text() == "started\n"


@pytest.mark.skipif(not OLD_PYTHON.exists(), reason="no Python 3.6 on this machine")
def test_python_3_6_gets_the_line_or_the_venv(tmp_path):
    without = make_skill(tmp_path / "a", None)
    proc = bare(str(without / "scripts" / "recall.py"), "x", python=str(OLD_PYTHON))
    assert proc.returncode == 1
    (line,) = proc.stderr.splitlines()
    assert "needs Python 3.11 or newer" in line and "python3.11 " in line
    with_venv = make_skill(tmp_path / "b", f'"{sys.executable}"')
    proc = bare(str(with_venv / "scripts" / "where.py"), python=str(OLD_PYTHON))
    assert proc.returncode == 0 and proc.stdout.split()[0] == sys.executable


@pytest.mark.skipif(not OLD_PYTHON.exists(), reason="no Python 3.6 on this machine")
def test_install_py_on_python_3_6_says_what_to_run(tmp_path):
    clone = tmp_path / "clone"
    clone.mkdir()
    shutil.copy(REPO / "install.py", clone)
    shutil.copytree(SCRIPTS, clone / "scripts", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    proc = bare(str(clone / "install.py"), python=str(OLD_PYTHON))
    assert proc.returncode == 1
    (line,) = proc.stderr.splitlines()
    assert "needs Python 3.11 or newer" in line and f"python3.11 {clone}/install.py" in line


def test_python_dash_m_and_the_console_script_keep_working():
    proc = subprocess.run([sys.executable, "-m", "hippocampus", "--help"], capture_output=True, text=True, cwd=SCRIPTS)
    assert proc.returncode == 0 and "recall" in proc.stdout
    console = Path(sys.executable).parent / "hippocampus"
    if console.exists():  # installed by `pip install -e .`
        proc = subprocess.run([str(console), "--help"], capture_output=True, text=True)
        assert proc.returncode == 0 and "capture" in proc.stdout
