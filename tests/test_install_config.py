"""client_config: each edit of a tool's file adds exactly our entry and its inverse removes exactly it."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hippocampus import client_config as cc
from hypothesis import given
from hypothesis import strategies as st

SCRIPT = Path("/skills/hippocampus/scripts/hook.py")
OURS = cc.runs_script(SCRIPT)


def hook(event: str) -> dict:
    return {"type": "command", "command": f"/skills/hippocampus/.venv/bin/python {SCRIPT} {event} --client x"}


USER = {
    "model": "m",
    "hooks": {
        "SessionStart": [{"matcher": "startup", "hooks": [{"type": "command", "command": "echo hi"}]}],
        "Stop": [{"hooks": [{"type": "command", "command": "say done"}]}],
    },
}


def test_with_hook_adds_once_and_without_hooks_restores():
    group = {"matcher": "startup|resume", "hooks": [hook("session-start")]}
    once = cc.with_hook(USER, "SessionStart", group, OURS)
    assert cc.with_hook(once, "SessionStart", group, OURS) == once
    assert once["hooks"]["SessionStart"] == [USER["hooks"]["SessionStart"][0], group]
    both = cc.with_hook(once, "UserPromptSubmit", {"hooks": [hook("prompt")]}, OURS)
    assert cc.without_hooks(both, OURS) == USER
    assert cc.without_hooks(cc.with_hook({}, "Stop", {"hooks": [hook("stop")]}, OURS), OURS) == {}


def test_a_changed_hook_of_ours_is_replaced_not_doubled():
    old = cc.with_hook(USER, "Stop", {"hooks": [hook("stop")]}, OURS)
    new_group = {"hooks": [{**hook("stop"), "timeout": 30}]}
    new = cc.with_hook(old, "Stop", new_group, OURS)
    assert new["hooks"]["Stop"] == [USER["hooks"]["Stop"][0], new_group]


def test_someone_elses_hook_is_never_ours():
    theirs = {"type": "command", "command": "python3 /elsewhere/hook.py session-start"}
    assert not OURS(theirs) and not OURS({"command": 'unbalanced "quote'}) and not OURS("text")


def test_items_and_entries_prune_what_they_emptied():
    rules = ["Bash(python3 /s/*)"]
    added = cc.with_items({"permissions": {"deny": ["x"]}}, ("permissions", "allow"), rules)
    assert added == {"permissions": {"deny": ["x"], "allow": rules}}
    assert cc.without_items(added, ("permissions", "allow"), rules) == {"permissions": {"deny": ["x"]}}
    assert cc.without_items(cc.with_items({}, ("permissions", "allow"), rules), ("permissions", "allow"), rules) == {}
    server = cc.with_entry({"mcpServers": {"gh": {}}}, ("mcpServers", "hippocampus"), {"command": "p"})
    assert cc.without_entry(server, ("mcpServers", "hippocampus")) == {"mcpServers": {"gh": {}}}
    assert cc.without_entry(cc.with_entry({}, ("a", "b"), 1), ("a", "b")) == {}
    with pytest.raises(cc.NotOurShape):
        cc.with_items({"permissions": []}, ("permissions", "allow"), rules)


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=200))
def test_a_marked_block_comes_out_exactly_as_it_went_in(text):
    body = "## Memory\n- recall first"
    added = cc.with_block(text, body)
    assert cc.has_block(added) and cc.with_block(added, body) == added
    if cc.BEGIN not in text and (not text or text.endswith("\n")):
        assert cc.without_block(added) == text


ROOT = "/home/u/.hippocampus"


@pytest.mark.parametrize(
    "text",
    [
        "",
        'model = "x"\n',
        'model = "x"',
        'model = "x"\n\n[features]\nhooks = true\n',
        "[sandbox_workspace_write]\nnetwork_access = true\n\n[features]\nhooks = true\n",
        '[sandbox_workspace_write]\nwritable_roots = ["/a", "/b",]  # two\n',
        "[sandbox_workspace_write]\nwritable_roots = []\n",
    ],
)
def test_writable_root_round_trip(text):
    new, original = cc.with_writable_root(text, ROOT)
    assert new is not None, original
    parsed = tomllib.loads(new)
    assert parsed["sandbox_workspace_write"]["writable_roots"][-1] == ROOT
    assert cc.with_writable_root(new, ROOT) == (new, None)
    back = cc.without_writable_root(new, ROOT, original)
    assert back is not None and tomllib.loads(back) == tomllib.loads(text)
    if text.endswith("\n") or not text:
        assert back == text


@pytest.mark.parametrize(
    "text, why",
    [
        ("sandbox_workspace_write.network_access = true\n", "dotted keys or an inline table"),
        ("sandbox_workspace_write = { network_access = true }\n", "dotted keys or an inline table"),
        ('[sandbox_workspace_write]\nwritable_roots = [\n  "/a",\n]\n', "spans several lines"),
        ("not = [toml\n", "not valid TOML"),
    ],
)
def test_writable_root_shapes_we_do_not_rewrite(text, why):
    new, detail = cc.with_writable_root(text, ROOT)
    assert new is None and why in detail


def test_a_root_the_user_added_themselves_is_not_ours_to_remove():
    text = f'[sandbox_workspace_write]\nwritable_roots = ["{ROOT}"]\n'
    assert cc.with_writable_root(text, ROOT) == (text, None)
    assert cc.without_writable_root(text, ROOT, None) is None
