"""context.py: probe, bloom, resonance, frames on a token budget; the working set; --save;
degradation that never fails a context."""

from __future__ import annotations

import shutil

import orjson
import pytest
from click.testing import CliRunner
from conftest import NOW, run_script
from helpers_store import day, memories, ok, seed
from hippocampus import activation, cli, commands, conflicts, links
from hippocampus.context import parse_instant
from hippocampus.layout import CACHE
from hippocampus.render import token_count


def context(*args: str, workspace=None):
    """Run context.py in-process; (stdout, stderr)."""
    extra = ["--workspace", str(workspace)] if workspace is not None else []
    result = CliRunner().invoke(cli.context_command, [*args, *extra], catch_exceptions=False)
    assert result.exit_code == 0, (result.output, result.stderr)
    return result.stdout, result.stderr


def context_json(*args: str, workspace=None) -> dict:
    return orjson.loads(context(*args, "--json", workspace=workspace)[0])


def entries(tree) -> list[dict]:
    """Every memory entry in a frames value (lists, and the knowledge tree's leaves)."""
    if isinstance(tree, list):
        return [e for item in tree for e in entries(item)]
    if isinstance(tree, dict):
        return [tree] if "id" in tree and "content" in tree else [e for v in tree.values() for e in entries(v)]
    return []


def store_of(workspace):
    return commands.open_store(workspace, parse_instant(NOW))


def together(workspace, *ids: str) -> None:
    """One use naming these memories: a co-recall link between them."""
    with store_of(workspace).transaction() as txn:
        txn.reinforce_together(list(ids))


# Unrelated memories said last (seed gives the later ones of a batch the more recent days):
# the most recent episodes, so that what a test looks for is not there only for being recent.
FILLERS = "tomatoes need sun|the cat likes tuna|jazz on sundays|the bike has a flat|buy oat milk|paint the fence|call grandma|water the ferns".split(
    "|"
)


@pytest.fixture
def kinds(workspace):
    """One memory for each frame, plus an unrelated one."""
    return seed(
        {"content": "The user is called Ana and prefers terse answers", "domain": "user", "importance": 0.9},
        {"content": "The billing service stores invoices in postgres", "domain": "world", "category": "fact"},
        {"content": "Rule: never run billing migrations on a Friday", "domain": "world", "category": "rule"},
        {"content": "Grace enjoys hiking in the Alps", "domain": "world", "category": "fact"},
    )


def test_frames_come_in_a_fixed_order(workspace, kinds):
    ana, billing, rule, _ = kinds
    out, _ = context("plan the billing migration", "--no-working-set")
    titles = [line for line in out.splitlines() if line.startswith("## ")]
    assert titles == ["## Identity", "## Knowledge", "## Episodic", "## Constraints"]
    assert out.startswith("# Context for: plan the billing migration (")
    identity, knowledge = out.split("## Knowledge")
    assert ana in identity and billing in knowledge.split("## Episodic")[0]
    assert rule in out.split("## Constraints")[1]
    value = context_json("plan the billing migration", "--no-working-set")
    assert list(value["frames"]) == ["identity", "knowledge", "episodic", "constraints"]
    # the knowledge frame is a tree: domain > category > path-like key
    assert value["frames"]["knowledge"]["world"]["fact"]["world.fact.billing"]["id"] == billing
    assert [m["id"] for m in value["frames"]["constraints"]] == [rule]
    scores = [s["score"] for s in value["selected"]]
    assert scores == sorted(scores, reverse=True)
    assert {s["id"] for s in value["selected"]} >= {ana, billing, rule}
    assert {s["frame"] for s in value["selected"] if s["id"] == rule} == {"constraints"}
    assert set(value["selected"][0]) == {"id", "source", "score", "frame"}


def test_same_store_clock_and_task_give_the_same_context(workspace, kinds, tmp_path):
    copy = tmp_path / "copy"
    shutil.copytree(workspace, copy)
    first, _ = context("billing migration on Friday")
    second, _ = context("billing migration on Friday", workspace=copy)
    assert first == second
    assert context("billing", "--no-working-set")[0] == context("billing", "--no-working-set")[0]


@pytest.mark.parametrize("budget", [60, 90, 150, 400])
@pytest.mark.parametrize("as_json", [False, True])
def test_the_whole_printed_output_fits_the_budget(workspace, budget, as_json):
    seed(*[{"content": f"Billing note {n}: the invoice run {n} moved to postgres cluster {n}"} for n in range(40)])
    args = ["billing invoice postgres", "--budget", str(budget), "--no-working-set"]
    out, _ = context(*args, *(["--json"] if as_json else []))
    assert token_count(out) <= budget
    if as_json:
        value = orjson.loads(out)
        assert value["budget"] == budget
    else:
        assert out.startswith("# Context for: billing invoice postgres")
    if budget >= (400 if as_json else 150):  # a JSON memory costs ~100 tokens (its entry, its selected row)
        assert "mem_test_" in out  # a real budget holds memories, not just the header


def test_hops_follow_links_one_and_two_steps(workspace):
    seed(*FILLERS)
    a, b, c = seed(
        {"content": "The deploy pipeline uses blue green switching", "created": day(-40)},
        {"content": "Rollback needs the load balancer token", "created": day(-50)},
        {"content": "Kofi keeps the token rotation calendar", "created": day(-60)},
    )
    together(workspace, a, b)
    together(workspace, b, c)

    def reached(hops: str) -> set[str]:
        value = context_json("deploy pipeline", "--hops", hops, "--no-working-set")
        return {s["id"] for s in value["selected"]}

    zero, one, two = reached("0"), reached("1"), reached("2")
    assert a in zero and b not in zero and c not in zero
    assert b in one and c not in one
    assert c in two
    # each hop is damped: the second hop scores below the first
    value = context_json("deploy pipeline", "--hops", "2", "--no-working-set")
    score = {s["id"]: s["score"] for s in value["selected"]}
    assert score[a] > score[b] > score[c]


def test_the_memory_after_a_matching_question_is_its_answer(workspace):
    seed(*FILLERS)
    question, answer, told, asked = seed(
        {"content": "Where did you go on the road trip?", "created": day(-20, hour=9)},
        {"content": "Up the coast to the national parks", "created": day(-20, hour=10)},
        {"content": "The pottery class meets on Tuesdays", "created": day(-30)},
        {"content": "Which day is the pottery class?", "created": day(-10)},
    )

    def scores(task: str) -> dict[str, float]:
        value = context_json(task, "--hops", "0", "--no-working-set")
        return {s["id"]: s["score"] for s in value["selected"]}

    # no bloom, no shared word: the answer is there for the question it follows
    found = scores("road trip")
    assert question in found and answer in found and found[answer] > 0.5
    # the same words said and asked: the one said ranks first, though the question is more recent
    found = scores("pottery class")
    assert found[told] > found[asked]


def test_a_task_naming_someone_is_served_first_by_what_is_about_them(workspace):
    seed(*FILLERS)
    about, mentions = seed(
        {"content": "Melanie: the kids loved the dinosaur exhibit", "created": day(-20)},
        {"content": "Caroline: how are the kids and the dinosaur books, Melanie?", "created": day(-5)},
    )
    task = "What do Melanie's kids like about dinosaurs?"
    value = context_json(task, "--hops", "0", "--no-working-set")
    found = {s["id"]: s for s in value["selected"]}
    assert value["selected"][0]["id"] == about
    assert found[about]["score"] > found[mentions]["score"]
    composed = activation.compose(store_of(workspace), task, hops=0, as_json=True, use_working_set=False)
    chosen = {c.id: c for c in composed.chosen}
    assert chosen[about].features["subject"] == 1.0 and chosen[mentions].features["subject"] == 0.0
    weights = activation.RESONANCE
    for c in chosen.values():
        assert c.score == pytest.approx(sum(getattr(weights, name) * v for name, v in c.features.items()))
    # a task that names nobody gives no memory the feature
    plain = activation.compose(store_of(workspace), "what do the kids like", hops=0, use_working_set=False)
    assert all(c.features["subject"] == 0.0 for c in plain.chosen)


def test_superseded_memories_never_enter(workspace):
    old, new = seed("The staging database is MySQL 5.7", "The staging database is postgres 16")
    with store_of(workspace).transaction() as txn:
        txn.supersede(old, new)
    for hops in ("0", "2"):
        value = context_json("staging database", "--hops", hops, "--no-working-set")
        ids = {s["id"] for s in value["selected"]}
        assert new in ids and old not in ids


def test_open_conflicts_are_marked(workspace):
    a, b = seed("The release train leaves on Tuesdays", "Deploys to the train come from the main branch")
    with store_of(workspace).transaction() as txn:
        record = conflicts.open_conflict(txn, "contradiction", [a, b], "which day?")
    out, _ = context("release train day", "--no-working-set")
    assert f"[conflict {record.id}]" in out
    value = context_json("release train day", "--no-working-set")
    assert {m["id"] for m in entries(value["frames"]) if m.get("conflict") == [record.id]} == {a, b}


def test_save_writes_an_episode_the_next_context_sees(workspace, kinds):
    first = context_json("plan the billing migration", "--save")
    used = [s["id"] for s in first["selected"]]
    episodes = [m for m in memories(workspace).values() if m["category"] == "episode"]
    assert len(episodes) == 1
    episode = episodes[0]
    assert episode["content"] == "Context for task: plan the billing migration"
    assert episode["layer"] == "episodic" and episode["domain"] == "self"
    # one use event names the episode and every memory used: links.py folds it as a co-recall
    log = b"".join(p.read_bytes() for p in (workspace / "memory" / "log").glob("*.jsonl"))
    uses = [orjson.loads(line) for line in log.splitlines() if b'"use"' in line and b'"ids"' in line]
    assert uses[-1]["ids"] == [episode["id"], *used]
    store = store_of(workspace)
    linked = {i for i, _, kind in links.neighbours(store, store.view(), episode["id"]) if kind == "co-recall"}
    assert linked == set(used[: links.USE_IDS - 1])
    later = context_json("billing migration", "--no-working-set")
    saw = {s["id"]: s["frame"] for s in later["selected"]}
    assert saw.get(episode["id"]) == "episodic"
    assert episode["id"] in {m["id"] for m in later["frames"]["episodic"]["memories"]}


def test_the_working_set_fades_each_call_and_drops_below_the_floor(workspace, kinds):
    billing = kinds[1]
    seed(*FILLERS)
    context("billing postgres invoices")
    state = orjson.loads((workspace / "memory" / ".state" / activation.STATE_NAME).read_bytes())
    start = state["nodes"][billing]
    assert start == 1.0  # the best memory of the call
    assert all(activation.FLOOR <= v <= start for v in state["nodes"].values())
    shown, _ = context("--show-working-set")
    assert f"1.00 [{billing}]" in shown
    values = [start]
    for _ in range(8):
        context("unrelated question about zebras")
        nodes = orjson.loads((workspace / "memory" / ".state" / activation.STATE_NAME).read_bytes())["nodes"]
        values.append(nodes.get(billing))
    assert values[1] == pytest.approx(start * activation.FADE)
    assert values[2] == pytest.approx(start * activation.FADE**2)
    gone = next(n for n, v in enumerate(values) if v is None)
    assert start * activation.FADE ** (gone - 1) >= activation.FLOOR > start * activation.FADE**gone
    listed = orjson.loads(context("--show-working-set", "--json")[0])
    assert billing not in {row["id"] for row in listed}


def test_warm_memories_seed_the_next_context(workspace):
    a, b = seed(
        {"content": "The deploy pipeline uses blue green switching", "created": day(-30)},
        {"content": "Kofi keeps the token rotation calendar", "created": day(-31)},
    )
    seed(*FILLERS)
    together(workspace, a, b)
    context("deploy pipeline", "--hops", "0")  # a is warm now
    value = context_json("rotation calendar owner", "--hops", "0")
    assert a in {s["id"] for s in value["selected"]}  # warm, though the task does not mention it
    cold = context_json("rotation calendar owner", "--hops", "0", "--no-working-set")
    assert a not in {s["id"] for s in cold["selected"]}


def test_a_damaged_search_cache_is_rebuilt_and_said(workspace, kinds):
    expected = context("billing postgres", "--no-working-set")[0]
    (workspace / "memory" / CACHE / "search.bin").write_bytes(b"HPSRCH" + b"\x00garbage" * 50)
    out, err = context("billing postgres", "--no-working-set")
    assert out == expected
    assert "search cache was damaged" in err


def test_a_damaged_links_cache_is_rebuilt_and_said(workspace, kinds):
    expected = context("billing postgres", "--no-working-set")[0]
    path = workspace / "memory" / links.CACHE_FILE
    assert path.is_file()
    path.write_bytes(path.read_bytes()[:-3] + b"zzz")
    out, err = context("billing postgres", "--no-working-set")
    assert out == expected
    assert "links cache was damaged" in err


def test_a_missing_link_target_is_skipped_and_said(workspace):
    a, b = seed("The deploy pipeline uses blue green switching", "Rollback needs the load balancer token")
    store = store_of(workspace)
    view = store.view()
    ghost = "mem_test_999"
    fold = links.fold(
        [links.Facts(a, None, 1.0), links.Facts(b, None, 1.0), links.Facts(ghost, None, 1.0)],
        [links.Use(parse_instant(NOW).timestamp(), (NOW, "test", 1), (a, ghost, b))],
    )
    (workspace / "memory" / links.CACHE_FILE).write_bytes(links.encode(links.layout(fold), links.cache_stamp(store, view)))
    out, err = context("deploy pipeline", "--json", "--no-working-set")
    ids = {s["id"] for s in orjson.loads(out)["selected"]}
    assert b in ids and ghost not in ids
    assert "no longer in the store; skipped" in err


def test_an_over_budget_frame_is_trimmed_and_said(workspace):
    seed(*[{"content": f"Rule {n}: billing exports must be checked by hand before the {n}th run", "category": "rule"}
           for n in range(30)])  # fmt: skip
    out, err = context("billing exports rule", "--budget", "300", "--no-working-set")
    assert token_count(out) <= 300
    constraints = out.split("## Constraints")[1]
    assert 0 < constraints.count("\n- ") < 30
    assert "constraints memories did not fit the budget of 300 tokens" in err


def test_unicode_tasks_and_memories(workspace):
    (mem,) = seed("ユーザーは東京の寿司屋が好き 🍣")
    out, _ = context("東京の寿司", "--budget", "80", "--no-working-set")
    assert mem in out and "🍣" in out
    assert token_count(out) <= 80
    value = context_json("東京の寿司", "--no-working-set")
    assert value["task"] == "東京の寿司"


def test_an_empty_store_says_so(workspace):
    out, _ = context("anything at all", "--no-working-set")
    assert "No memories for this task yet." in out


def test_bad_arguments(workspace):
    result = CliRunner().invoke(cli.context_command, [])
    assert result.exit_code == 2 and "TASK" in result.output
    result = CliRunner().invoke(cli.context_command, ["x", "--hops", "3"])
    assert result.exit_code == 2
    result = CliRunner().invoke(cli.context_command, ["x", "--budget", "10"])
    assert result.exit_code == 2


def test_faded_is_pure_and_bounded():
    nodes = {"a": 1.0, "b": 0.12}
    after = activation.faded(nodes, {"c": 0.5, "a": 0.2})
    assert after == {"a": 0.7, "c": 0.5}  # b fell below the floor; a keeps the higher of faded and new
    assert nodes == {"a": 1.0, "b": 0.12}


def test_the_script_runs_as_a_process(workspace):
    seed("The billing service stores invoices in postgres")
    proc = run_script("context", "billing", "--budget", "100")
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout.decode().startswith("# Context for: billing")
    ok("recall", "billing")


def test_recent_episodes_look_past_tombstones_and_superseded_ones():
    from types import SimpleNamespace

    from hippocampus import activation, search

    total = 200
    created = [1000 + n // 2 for n in range(total)]  # later numbers were created later
    # the 60 latest are gone or superseded: the first look (the latest 20) finds none
    domains = bytes([search.DEAD if n >= total - 30 else 0 for n in range(total)])
    flags = bytes([search.SUPERSEDED if total - 60 <= n < total - 30 else 0 for n in range(total)])
    index = SimpleNamespace(created=created, domains=domains, flags=flags, total=total)
    assert activation._recent_episodes(index, 5) == [139, 138, 137, 136, 135]
    assert activation._recent_episodes(SimpleNamespace(created=[], domains=b"", flags=b"", total=0), 5) == []
