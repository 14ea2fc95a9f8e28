"""run-hippocampus.py: heuristic capture, agent command, watermarks, decay, fail-open; the cron job."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import fixtures_transcripts as fx
import orjson
import pytest
from click.testing import CliRunner
from conftest import NOW, REPO, run_script
from helpers_store import capture, memories, memory_files
from helpers_store import snapshot as store_snapshot
from hippocampus import cli, run_loop
from test_preprocess import WRITERS

EXPECTED_KINDS = {"remember", "preference", "decision"}
STATE = Path("memory") / ".state" / "watermarks.json"


def write(tmp_path: Path, fmt: str, n: int = 400, planted=None) -> fx.Written:
    name, writer = WRITERS[fmt]
    path = tmp_path / "t" / fmt / name
    path.parent.mkdir(parents=True)
    return writer(path, n, planted)


def run(*args: str, env: dict | None = None) -> dict:
    result = CliRunner().invoke(cli.run_hippocampus, [*args, "--json"], env=env, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return orjson.loads(result.stdout)


def snapshot(workspace: Path) -> dict[str, bytes]:
    """The store's files, without the run loop's lock file (machinery, like memory/.lock)."""
    return {k: v for k, v in store_snapshot(workspace).items() if not k.endswith("run.lock")}


def contents(workspace: Path) -> set[str]:
    return {m["content"] for m in memories(workspace).values()}


def expected_contents(written: fx.Written) -> set[str]:
    return {text for _, text in written.expected if fx.PLANTED_KINDS.get(text) in EXPECTED_KINDS}


@pytest.mark.parametrize("fmt", sorted(WRITERS))
def test_heuristic_captures_exactly_the_planted_requests_preferences_and_decisions(tmp_path, workspace, fmt):
    written = write(tmp_path, fmt)
    summary = run(str(written.path))
    want = expected_contents(written)
    assert len(want) == 11  # all planted but the bare secret
    assert contents(workspace) == want
    assert (summary["mode"], summary["processed"], summary["created"]) == ("heuristic", 400, 11)
    # Provenance: the transcript and the message id; created is when it was said.
    said = {c.text: c for c in run_loop.prep.preprocess([written.path]).candidates}
    for memory in memories(workspace).values():
        message = said[memory["content"]]
        assert memory["source"] == f"{message.source}#{message.id}"
        assert memory["created"] == (message.timestamp or NOW)


@pytest.mark.parametrize("fmt", sorted(WRITERS))
def test_second_run_creates_nothing(tmp_path, workspace, fmt):
    written = write(tmp_path, fmt)
    run(str(written.path))
    before = memories(workspace)
    again = run(str(written.path))
    assert (again["processed"], again["created"], again["reinforced"]) == (0, 0, 0)
    assert memories(workspace) == before
    # Even ignoring the watermark, near-duplicates reinforce and nothing new appears.
    full = run(str(written.path), "--full")
    assert (full["created"], full["reinforced"]) == (0, 11)
    assert set(memories(workspace)) == set(before)


def test_all_formats_together_dedupe_across_sources(tmp_path, workspace):
    paths = [str(write(tmp_path, fmt, 300).path) for fmt in sorted(WRITERS)]
    summary = run(*paths)
    assert summary["sources"] == len(WRITERS)
    assert summary["created"] == 11 and summary["reinforced"] == 11 * (len(WRITERS) - 1)
    assert len(memories(workspace)) == 11


def cand(role: str, text: str) -> run_loop.prep.Candidate:
    from hippocampus.signals import detect_signals

    return run_loop.prep.Candidate("i", "s", None, role, text, detect_signals(text), 0.5)


def test_heuristic_is_conservative_about_roles():
    keep = run_loop.keep_heuristically
    assert keep(cand("user", "I prefer pnpm over npm")) and keep(cand("user", "Remember that I work from Porto"))
    assert keep(cand("assistant", "Noted: we decided to ship on Tuesdays only"))
    assert keep(cand("assistant", "Got it, you prefer squash merges."))
    # The assistant's own preferences, promises, choices and questions are not memories.
    for text in (
        "Remember that the cache is cold",
        "I prefer dataclasses here.",
        "I decided to split the function in two.",
        "Let's use a simple loop.",
        "Would you prefer tabs or spaces?",
        "You mentioned you never use ORMs, should I write raw SQL?",
    ):
        assert not keep(cand("assistant", text)), text
    # Signals the heuristic does not keep on its own.
    assert not keep(cand("user", "I'm so stressed about the deadline on Friday, actually"))
    # A complaint about the agent is not a preference of the user's.
    assert not keep(cand("user", "you always forget the type hints"))


def test_heuristic_guesses_stay_below_core_unless_asked_to_remember(tmp_path, workspace):
    planted = [
        ("user", "I prefer pnpm over npm"),
        ("user", "We decided to move the billing service to Go"),
        ("user", "Alice is the tech lead on Falcon"),
        ("user", "Please remember that the staging server is in Frankfurt"),
    ]
    written = write(tmp_path, "claude-code", 60, planted)
    run(str(written.path))
    by_content = {m["content"]: m for m in memories(workspace).values()}
    assert set(by_content) == {text for _, text in planted}
    for _, text in planted[:3]:
        assert by_content[text]["importance"] == run_loop.HEURISTIC_CAP < 0.7
    assert by_content[planted[3][1]]["importance"] == 0.9
    core = (workspace / "HIPPOCAMPUS_CORE.md").read_text()
    assert planted[3][1] in core and not any(text in core for _, text in planted[:3])
    assert by_content[planted[2][1]]["category"] == "fact" and by_content[planted[0][1]]["category"] == "preference"


def test_long_message_keeps_only_its_claimed_sentences():
    text = "Here is a long status report about the build. " * 10 + "I prefer pnpm over npm. " + "More chatter. " * 5
    assert run_loop.excerpt(text) == "I prefer pnpm over npm."


SECRETS = [
    ("user", "Remember: the prod database is postgres://admin:S3cretPassw0rd@db.internal:5432/app"),
    ("user", "I prefer keeping my GitHub token ghp_abcdefghijklmnopqrstuvwxyz0123456789 in the keychain"),
    ("user", "Don't forget my password is Zebra-hunter-99!"),
    ("user", f"my api key is {fx.PLANTED[6][1].split()[-1]}"),
]
SECRET_STRINGS = ["S3cretPassw0rd", "ghp_abcdefghijklmnopqrstuvwxyz0123456789", "Zebra-hunter-99", "sk-proj-ABCDEFGH"]


def test_transcript_secrets_never_become_memories(tmp_path, workspace):
    written = write(tmp_path, "openclaw", 300, SECRETS)
    summary = run(str(written.path))
    # "Don't forget my password is X" has nothing left to remember once X is redacted: it
    # would have been a core memory holding a placeholder
    assert summary["created"] == 2 and summary["redacted"] >= 3
    assert not any("password is [REDACTED" in c for c in contents(workspace))
    files = [workspace / "memory" / "index.json", *memory_files(workspace), workspace / "HIPPOCAMPUS_CORE.md"]
    for path in files:
        text = path.read_text()
        for secret in SECRET_STRINGS:
            assert secret not in text, (path, secret)
    assert all("[REDACTED" in c for c in contents(workspace))


def test_decay_runs_when_due_and_core_file_is_written(tmp_path, workspace):
    capture("The office moved to Lisbon", "--importance", "0.6", now="2026-11-19T10:00:00Z")
    written = write(tmp_path, "codex", 100)
    summary = run(str(written.path))
    assert summary["decayed"] == 1
    assert (workspace / "HIPPOCAMPUS_CORE.md").is_file()
    core = (workspace / "HIPPOCAMPUS_CORE.md").read_text()
    assert "Remember that my sister's name is Olga" in core  # an explicit request reaches core
    assert "I prefer dark mode in every editor" not in core  # a heuristic guess does not
    assert run(str(written.path))["decayed"] == 0  # not due again the same day


def test_dry_run_changes_nothing(tmp_path, workspace):
    written = write(tmp_path, "openclaw", 200)
    before = snapshot(workspace)
    summary = run(str(written.path), "--dry-run")
    assert summary["created"] == 11 and summary["watermarksAdvanced"] is False
    assert snapshot(workspace) == before


# ---------------------------------------------------------------- agent command
FAKE_AGENT = r"""
import json, sys
text = sys.stdin.read()
assert "You are the hippocampus" in text, "prompt missing"
assert "<!-- include:" not in text and "What to capture and what to skip" in text, "includes not expanded"
assert "{baseDir}" not in text
body = text.split("--- BEGIN CANDIDATES (JSON lines) ---\n", 1)[1].split("--- END CANDIDATES ---", 1)[0]
actions = []
for line in body.splitlines():
    c = json.loads(line)
    if c["role"] == "user" and "remember-request" in c["signals"]:
        actions.append({"action": "create", "content": c["text"], "domain": "user", "category": "noted",
                        "importance": 0.95, "source": c["source"] + "#" + c["id"], "candidate": c["id"]})
    else:
        actions.append({"action": "skip", "candidate": c["id"], "reason": "not a request"})
print(json.dumps({"actions": actions}))
"""


def agent(tmp_path: Path, code: str = FAKE_AGENT) -> str:
    script = tmp_path / "agent.py"
    script.write_text(code)
    return f"{sys.executable} {script}"


def test_agent_command_output_is_applied(tmp_path, workspace):
    written = write(tmp_path, "openclaw")
    summary = run(str(written.path), "--agent-command", agent(tmp_path))
    assert (summary["mode"], summary["created"], summary["skipped"]) == ("agent", 5, 6)
    stored = memories(workspace).values()
    assert {m["content"] for m in stored} == {t for t, k in fx.PLANTED_KINDS.items() if k == "remember"}
    assert {(m["category"], m["importance"]) for m in stored} == {("noted", 0.95)}
    assert (workspace / STATE).is_file()


def test_agent_command_from_the_environment(tmp_path, workspace):
    written = write(tmp_path, "codex", 100)
    summary = run(str(written.path), env={"HIPPOCAMPUS_AGENT_COMMAND": agent(tmp_path)})
    assert summary["mode"] == "agent" and summary["created"] == 5


def test_agent_command_is_not_run_without_candidates(tmp_path, workspace):
    written = write(tmp_path, "openclaw", 100)
    run(str(written.path))
    marker = tmp_path / "ran"
    summary = run(str(written.path), "--agent-command", f"touch {marker}; echo '[]'")
    assert summary["candidates"] == 0 and not marker.exists()


@pytest.mark.parametrize(
    "command, reason",
    [
        ("exit 3", "exited with status 3"),
        ("echo 'I think you should remember the sister'", "invalid action document"),
        ("""echo '[{"action":"reinforce","id":"mem_777"}]'""", "unknown id mem_777"),
    ],
)
def test_agent_failure_leaves_watermark_and_store_unchanged(tmp_path, workspace, command, reason):
    written = write(tmp_path, "openclaw", 200)
    before = snapshot(workspace)
    result = CliRunner().invoke(cli.run_hippocampus, [str(written.path), "--agent-command", command])
    assert result.exit_code == 0  # fails open for cron
    assert reason in result.stderr and "watermarks not advanced" in result.stderr
    assert snapshot(workspace) == before
    assert not (workspace / STATE).exists()
    strict = CliRunner().invoke(cli.run_hippocampus, [str(written.path), "--agent-command", command, "--strict"])
    assert strict.exit_code == 1
    # The next run (a working agent) gets the same messages again.
    retry = run(str(written.path), "--agent-command", agent(tmp_path))
    assert retry["created"] == 5


def test_agent_failure_keeps_an_existing_watermark(tmp_path, workspace):
    written = write(tmp_path, "openclaw", 200)
    run(str(written.path))
    marks = (workspace / STATE).read_bytes()
    with open(written.path, "ab") as f:
        f.write(written.pending)
        for event in fx.openclaw_events([("user", "Remember that the cat is called Miso")], start=900000):
            f.write(orjson.dumps(event) + b"\n")
    result = CliRunner().invoke(cli.run_hippocampus, [str(written.path), "--agent-command", "exit 1"])
    assert result.exit_code == 0 and "exited with status 1" in result.stderr
    assert (workspace / STATE).read_bytes() == marks
    assert run(str(written.path))["created"] == 1


def test_agent_timeout_is_a_failure(tmp_path, workspace):
    written = write(tmp_path, "openclaw", 100)
    result = CliRunner().invoke(
        cli.run_hippocampus, [str(written.path), "--agent-command", "sleep 30", "--agent-timeout", "1", "--strict"]
    )
    assert result.exit_code == 1 and "timed out after 1 s" in result.stderr
    assert not (workspace / STATE).exists()


def test_prompt_includes_every_prompt_piece():
    prompt = run_loop.build_prompt(REPO)
    for piece in ("extraction-rules.md", "examples-good-bad.md", "action-schema.md"):
        first_heading = (REPO / "prompts" / piece).read_text().splitlines()[0]
        assert first_heading in prompt
    assert f"python3 {REPO}/scripts/recall.py" in prompt


def test_missing_store_fails_open(tmp_path):
    written = write(tmp_path, "openclaw", 100)
    result = CliRunner().invoke(cli.run_hippocampus, [str(written.path), "--workspace", str(tmp_path / "none")])
    assert result.exit_code == 0 and "run failed" in result.stderr and "no such" not in result.stdout


def test_script_runs_standalone(tmp_path, workspace):
    written = write(tmp_path, "claude-code", 200)
    result = run_script("run-hippocampus", str(written.path))
    assert result.returncode == 0, result.stderr
    assert b"created 11" in result.stdout
    assert len(memories(workspace)) == 11
    help_result = run_script("run-hippocampus", "--help")
    assert help_result.returncode == 0 and b"--agent-command" in help_result.stdout


# ---------------------------------------------------------------- the cron job install registers
def test_install_registers_and_removes_the_capture_job(tmp_path, monkeypatch):
    from fake_machine import Machine
    from hippocampus.schedule import CAPTURE_JOB

    (tmp_path / "inst").mkdir()
    machine = Machine(tmp_path / "inst", monkeypatch)
    machine.tool("crontab")
    ws = machine.ws

    machine.install("--with-cron", "--capture-cron", "15 */2 * * *")
    lines = [line for line in machine.crontab().splitlines() if line.endswith(f"# {CAPTURE_JOB} {ws}")]
    assert len(lines) == 1
    copy = ws / "skills" / "hippocampus"
    assert lines[0].startswith(f"15 */2 * * * {copy}/.venv/bin/python ")
    assert f"/skills/hippocampus/scripts/run-hippocampus.py --workspace {ws} " in lines[0]
    assert json.loads((ws / "memory" / "schedule.json").read_text())["capture"] == "15 */2 * * *"

    machine.install("--uninstall")
    assert CAPTURE_JOB not in machine.crontab()


def test_chinese_and_japanese_memories_get_their_domain_from_who_they_are_about(tmp_path, workspace):
    planted = [
        ("user", "我更喜欢简短的回答，不要太啰嗦"),  # "I prefer short answers": the user
        ("user", "我们决定下个月把服务迁移到阿里云"),  # "we decided ...": the relationship
        ("user", "辛い食べ物は苦手です"),  # "I can't take spicy food" (no "I" written): the user
        ("user", "私たちは来月からリモートワークに切り替えることに決めました"),  # "we decided"
        ("user", "鈴木さんがFalconプロジェクトのリーダーです"),  # a fact about someone else: the world
    ]
    written = write(tmp_path, "claude-code", 40, planted)
    run(str(written.path))
    domains = {m["content"]: m["domain"] for m in memories(workspace).values()}
    assert [domains[text] for _, text in planted] == ["user", "relationship", "user", "relationship", "world"]
