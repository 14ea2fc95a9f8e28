"""learn.py --git: lessons from a real repository's fix and revert commits."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import run_script
from helpers_store import invoke, memories, ok, ok_json, snapshot

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


def git(repo: Path, *args: str, date: str = "2026-11-20T12:00:00+00:00") -> str:
    env = dict(
        os.environ,
        GIT_AUTHOR_NAME="Ada",
        GIT_AUTHOR_EMAIL="ada@example.invalid",
        GIT_COMMITTER_NAME="Ada",
        GIT_COMMITTER_EMAIL="ada@example.invalid",
        GIT_AUTHOR_DATE=date,
        GIT_COMMITTER_DATE=date,
        GIT_CONFIG_GLOBAL=os.devnull,
        GIT_CONFIG_NOSYSTEM="1",
    )
    proc = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, env=env, check=True)
    return proc.stdout.decode().strip()


def commit(repo: Path, files: dict[str, str], message: str, date: str = "2026-11-20T12:00:00+00:00") -> str:
    for name, text in files.items():
        path = repo / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        git(repo, "add", name)
    git(repo, "commit", "-q", "-m", message, date=date)
    return git(repo, "rev-parse", "HEAD")


@pytest.fixture
def repo(tmp_path) -> Path:
    repo = tmp_path / "shop"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    commit(repo, {"README.md": "shop\n"}, "Initial commit", date="2026-08-01T12:00:00+00:00")
    commit(
        repo,
        {"billing/old.py": "x = 1\n"},
        "fix: refund totals ignored the currency\n\nRefunds summed cents across currencies; convert first.\n\n"
        "Signed-off-by: Ada <ada@example.invalid>",
        date="2026-08-02T12:00:00+00:00",
    )  # older than 30 days
    commit(repo, {"app/cart.py": "items = []\n"}, "Add a shopping cart", date="2026-11-10T12:00:00+00:00")
    commit(
        repo,
        {"app/cart.py": "items = []  # guarded\n", "tests/test_cart.py": "def test(): pass\n"},
        "fix(cart): empty carts crashed checkout\n\nCheckout indexed items[0] without checking the cart was empty.\n"
        "Guard it and test an empty cart.\n\nCo-authored-by: Bob <bob@example.invalid>",
        date="2026-11-12T12:00:00+00:00",
    )
    commit(repo, {"docs/guide.md": "teh guide\n"}, "Fix typo in the guide", date="2026-11-13T12:00:00+00:00")
    feature = commit(
        repo, {"app/cache.py": "cache = {}\n"}, "Cache product lookups in memory", date="2026-11-14T12:00:00+00:00"
    )
    git(repo, "revert", "--no-edit", feature, date="2026-11-15T12:00:00+00:00")
    return repo


def test_dry_run_shows_the_lessons_and_changes_nothing(workspace, repo):
    before = snapshot(workspace)
    result = ok_json("learn", "--git", "--repo", str(repo), "--dry-run")
    assert snapshot(workspace) == before
    assert result["dryRun"] is True and result["created"] == 2 and result["trivial"] == 1
    subjects = [(o["kind"], o["memory"]["content"].split(" in shop: ", 1)[1]) for o in result["lessons"]]
    assert [kind for kind, _ in subjects] == ["fix", "revert"]
    assert subjects[0][1].startswith("fix(cart): empty carts crashed checkout. Checkout indexed")
    assert subjects[1][1].startswith('Revert "Cache product lookups in memory". Files: app/cache.py.')
    text = ok("learn", "--git", "--repo", str(repo), "--dry-run").stdout
    assert "would be created" in text and "nothing was stored" in text


def test_lessons_become_self_memories_and_are_never_learned_twice(workspace, repo):
    result = ok_json("learn", "--git", "--repo", str(repo / "app"))  # any folder inside the repository
    assert result["created"] == 2 and result["repo"] == str(repo)
    by_id = memories(workspace)
    lessons = [by_id[o["id"]] for o in result["lessons"]]
    assert {(m["domain"], m["category"]) for m in lessons} == {("self", "lesson")}
    fix = lessons[0]["content"]
    assert fix.startswith("Lesson from a fix in shop: fix(cart): empty carts crashed checkout. ")
    assert "Checkout indexed items[0] without checking the cart was empty." in fix
    assert "Files: app/cart.py, tests/test_cart.py." in fix
    assert "Signed-off-by" not in fix and "Co-authored-by" not in fix
    assert lessons[0]["created"] == "2026-11-12T12:00:00Z"
    assert lessons[0]["source"] == f"git:{repo}@{result['lessons'][0]['commit']}"
    assert "Lesson from a revert in shop" in lessons[1]["content"] and "app/cache.py" in lessons[1]["content"]

    again = ok_json("learn", "--git", "--repo", str(repo))
    assert again["created"] == 0 and again["alreadyLearned"] == 2 and again["lessons"] == []
    ok("forget", lessons[0]["id"])  # forgotten stays forgotten: the commit is remembered as learned
    assert ok_json("learn", "--git", "--repo", str(repo))["created"] == 0


def test_the_same_lesson_from_another_commit_reinforces(workspace, repo):
    first = ok_json("learn", "--git", "--repo", str(repo))
    git(repo, "checkout", "-q", "-b", "release", "HEAD~4")
    git(repo, "cherry-pick", "-x", first["lessons"][0]["commit"], date="2026-11-16T12:00:00+00:00")
    result = ok_json("learn", "--git", "--repo", str(repo))
    assert [o["action"] for o in result["lessons"]] == ["reinforced"]
    assert result["lessons"][0]["id"] == first["lessons"][0]["id"]


def test_days_reaches_further_back(workspace, repo):
    result = ok_json("learn", "--git", "--repo", str(repo), "--days", "200", "--dry-run")
    assert result["created"] == 3
    assert "refund totals ignored the currency" in result["lessons"][0]["memory"]["content"]


def test_not_a_repository_or_no_source_is_refused(workspace, tmp_path):
    result = invoke("learn", "--git", "--repo", str(tmp_path))
    assert result.exit_code == 1 and "not a git repository" in result.stderr
    assert invoke("learn", "--repo", str(tmp_path)).exit_code == 2


def test_the_script_runs_standalone(workspace, repo):
    proc = run_script("learn", "--git", "--dry-run", cwd=repo)
    assert proc.returncode == 0, proc.stderr
    assert "would create 2" in proc.stdout.decode()
