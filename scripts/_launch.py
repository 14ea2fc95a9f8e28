"""Run an entry script in the skill's own Python, whatever ``python3`` started it.

An agent's shell often finds a system ``python3`` without click and the other
dependencies (OpenClaw's exec tool, Codex's login shell). Every entry script calls
``ensure(__file__)`` first: when this interpreter is new enough and has the
dependencies, it returns at once; otherwise it re-executes the script once with
``<skill>/.venv/bin/python`` (made by install.py); and when there is no such
environment it prints one line saying what to run and exits 1.

This file must parse and run on old interpreters (Python 3.6: no f-strings with ``=``,
no walrus, no ``from __future__ import annotations``), so that even there the user reads
that line instead of a SyntaxError.
"""

import os
import sys

MIN_PYTHON = (3, 11)
# Import names of pyproject's runtime dependencies (tests/test_launch.py keeps them in step).
NEEDS = ("click", "orjson", "frontmatter", "filelock", "croniter", "numpy")
# Set just before the re-exec so that a second failure prints instead of looping; removed
# again at once, so that commands the script itself starts get their own chance.
MARK = "HIPPOCAMPUS_REEXEC"
MANIFEST = ".hippocampus-install.json"


def skill_folder(script):
    """The skill folder of an entry script: the parent of scripts/, or install.py's own folder."""
    here = os.path.dirname(os.path.realpath(script))
    return os.path.dirname(here) if os.path.basename(here) == "scripts" else here


def venv_python(folder):
    return os.path.join(folder, ".venv", "bin", "python")


def missing_modules():
    """The dependencies this interpreter cannot import (found, not imported: that comes next)."""
    from importlib.util import find_spec

    return [name for name in NEEDS if find_spec(name) is None]


def install_hint(folder):
    """What to run: the install command, with the targets and workspace recorded at install."""
    command = "python3 " + os.path.join(folder, "install.py")
    try:
        import json

        with open(os.path.join(folder, MANIFEST)) as handle:
            manifest = json.load(handle)
        targets = [t for t in manifest.get("targets", []) if isinstance(t, str) and t != "workspace"]
        if targets:
            command += " --target " + ",".join(targets)
        if isinstance(manifest.get("workspace"), str):
            command += " --workspace " + manifest["workspace"]
    except (OSError, ValueError, AttributeError):
        pass
    return command


def fail(message):
    sys.stderr.write("hippocampus: " + message + "\n")
    sys.exit(1)


def _running_in(venv_dir):
    return os.path.realpath(sys.prefix) == os.path.realpath(venv_dir)


def ensure(script, installer=False):
    """Return if this interpreter can run the skill; else re-exec once in the skill's venv.

    ``installer``: install.py, which builds that venv itself when it is missing (it needs
    only the standard library of Python 3.11 or newer to do so).
    """
    reexecuted = os.environ.pop(MARK, None) is not None
    new_enough = sys.version_info[:2] >= MIN_PYTHON
    missing = missing_modules() if new_enough else []
    if new_enough and not missing:
        return
    folder = skill_folder(script)
    python = venv_python(folder)
    venv_dir = os.path.dirname(os.path.dirname(python))
    this = "{} (Python {})".format(sys.executable or "python", ".".join(map(str, sys.version_info[:3])))
    lacks = "lacks " + ", ".join(missing) if missing else "is older than 3.11"
    if os.path.exists(python) and not reexecuted and not _running_in(venv_dir):
        os.environ[MARK] = "1"
        try:
            os.execv(python, [python, os.path.realpath(script)] + sys.argv[1:])
        except OSError as exc:
            del os.environ[MARK]
            fail(f"{python} does not start ({exc.strerror}); run: {install_hint(folder)}")
    if installer and new_enough and not reexecuted:
        _bootstrap(folder, script)
    if os.path.exists(python):
        fail("{} is incomplete ({}); run: {}".format(venv_dir, lacks.replace("lacks ", "no "), install_hint(folder)))
    if not new_enough:
        fail(
            "needs Python 3.11 or newer; {} is too old and {} does not exist; "
            "run install.py with Python 3.11 or newer: {}".format(
                this, venv_dir, install_hint(folder).replace("python3 ", "python3.11 ", 1)
            )
        )
    fail(f"{this} {lacks} and {venv_dir} does not exist; run: {install_hint(folder)}")


def _bootstrap(folder, script):
    """install.py only: build <folder>/.venv with the runtime dependencies, then run in it."""
    sys.path.insert(0, os.path.join(folder, "scripts"))
    from hippocampus import environment

    sys.stderr.write(
        f"hippocampus: creating {folder}/.venv for the installer (this Python lacks its dependencies; a few seconds)\n"
    )
    try:
        python = environment.build(folder, environment.requirements(folder), environment.find_pip())
    except environment.EnvironmentFailed as exc:
        fail(str(exc))
    os.environ[MARK] = "1"
    os.execv(str(python), [str(python), os.path.realpath(script)] + sys.argv[1:])
