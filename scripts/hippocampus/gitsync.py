"""One memory on several machines, through git: what sync.py does.

Git is the engine; this module only decides what git cannot. The memory folder is the
repository. What is committed and what is derived is in ``layout.py``; the store lays
``.gitignore`` and ``.gitattributes`` in: index.json and the caches are never committed
(each machine derives them), memory files are never merged line by line (``-merge``:
git leaves this side's version and reports a conflict, never markers), logs merge as the
union of their lines (each machine only appends to its own, so they rarely meet at all).

``sync`` runs under the store's lock: fetch (an unreachable remote stops here, nothing
changed), commit this machine's changes, merge the remote branch resolving every file git
left to us, commit, rebuild the derived index
from the merged files and logs, check the store as doctor does, push (and merge again if
the remote moved meanwhile). A memory whose text was changed on both sides keeps this
side's text in its file and the other side's in a conflict record (``conflicts/``); one
forgotten on one side and edited on the other stays, with a conflict record saying so.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
from dataclasses import dataclass, field

from hippocampus import layout, memory_file, records
from hippocampus.context import iso
from hippocampus.errors import HippocampusError, InvalidInput
from hippocampus.files import NotPlain, content_hash

BRANCH = "main"
REMOTE = "origin"
TIMEOUT = 120


class SyncFailed(HippocampusError):
    """git could not do what sync needed; the message names the step and the cause."""


# ---------------------------------------------------------------- git
def _git(root, *args: str, check: bool = True, input: bytes | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, GIT_TERMINAL_PROMPT="0", LC_ALL="C")
    env.pop("GIT_DIR", None)
    env.pop("GIT_WORK_TREE", None)
    try:
        result = subprocess.run(
            ["git", "-C", str(root), *args], capture_output=True, input=input, env=env, timeout=TIMEOUT
        )
    except FileNotFoundError:
        raise SyncFailed("git is not installed (sync needs git on PATH)") from None
    except subprocess.TimeoutExpired:
        raise SyncFailed(f"git {args[0]} took longer than {TIMEOUT} s; nothing more was done") from None
    if check and result.returncode != 0:
        raise SyncFailed(f"git {' '.join(args[:2])} failed: {_first_line(result)}")
    return result


def _output(result: subprocess.CompletedProcess) -> str:
    return (result.stderr or result.stdout).decode("utf-8", "replace").strip()


def _first_line(result: subprocess.CompletedProcess) -> str:
    """Why git failed, in one line: its first ``fatal:`` or ``error:`` line (prefix dropped).
    Not the last line: after the cause git adds advice ("Please make sure you have the
    correct access rights / and the repository exists.")."""
    lines = [line.strip() for line in _output(result).splitlines() if line.strip() and not line.startswith("hint:")]
    for line in lines:
        for prefix in ("fatal:", "error:"):
            if line.startswith(prefix):
                return line[len(prefix) :].strip()
    return lines[0] if lines else f"exit {result.returncode}"


def _identity(root) -> list[str]:
    """-c options naming an author when this repository and the user have none."""
    name = _git(root, "config", "user.name", check=False).stdout.strip()
    email = _git(root, "config", "user.email", check=False).stdout.strip()
    out = []
    if not name:
        out += ["-c", "user.name=hippocampus"]
    if not email:
        out += ["-c", f"user.email=hippocampus@{socket.gethostname() or 'localhost'}"]
    return out


def is_repository(root) -> bool:
    return (root / ".git").exists()


# ---------------------------------------------------------------- deciding a memory
@dataclass(frozen=True)
class Version:
    """One side's version of a path: its bytes, or None when that side has no such file."""

    data: bytes | None

    @property
    def parsed(self) -> tuple[dict, str] | None:
        if self.data is None:
            return None
        try:
            meta_text, body = memory_file.split(self.data.decode("utf-8"))
        except (UnicodeDecodeError, InvalidInput):  # a frontmatter never closed
            return None
        meta = memory_file.read_meta(meta_text) if meta_text is not None else {}
        return (meta, body.strip()) if meta is not None else None


@dataclass(frozen=True)
class Side:
    """A memory as one commit has it: where its file is and what it holds."""

    path: str
    data: bytes

    @property
    def live(self) -> bool:
        return self.path.split("/", 1)[0] in layout.DOMAINS

    @property
    def body(self) -> str | None:
        parsed = Version(self.data).parsed
        return parsed[1] if parsed else None


@dataclass(frozen=True)
class Decision:
    """What a memory becomes after the merge: its file (None: no file, purged) and a
    conflict to record."""

    side: Side | None
    conflict: dict | None = None


def decide(memory_id: str, base: Side | None, ours: Side | None, theirs: Side | None) -> Decision:
    """The merge of one memory, whatever git made of its files (renames, moves). Pure.

    A side that did not change it gives way to the one that did. When both changed it:
    both kept it live with the same text: each frontmatter field from the side that
    changed it (this side's when both did), in the folder the side that moved it chose;
    both live with different texts: this side's text stays in its file, the other's goes
    into a conflict record (``edited-on-both``), word for word; one side forgot it
    (archive) or purged it and the other changed it: it stays live with the change, and a
    conflict record (``forgotten-and-edited``) says so; both forgot it: this side's copy.
    """
    if ours == theirs or theirs == base:
        return Decision(ours)
    if ours == base:
        return Decision(theirs)
    if ours is None or theirs is None:
        kept = ours or theirs
        if kept.live:
            forgotten = "the other machine" if ours is not None else "this machine"
            return Decision(kept, _conflict("forgotten-and-edited", memory_id, kept.path, None, forgotten))
        return Decision(kept)
    if ours.live and theirs.live:
        moved_by_them = base is not None and ours.path == base.path and theirs.path != base.path
        path = theirs.path if moved_by_them else ours.path
        po, pt = Version(ours.data).parsed, Version(theirs.data).parsed
        if po is None or pt is None:
            return Decision(Side(path, ours.data))
        merged = _merged_meta(po[0], pt[0], Version(base.data).parsed[0] if base and Version(base.data).parsed else {})
        if po[1] == pt[1]:
            return Decision(Side(path, memory_file.render_meta(merged, po[1]).encode("utf-8")))
        return Decision(
            Side(path, memory_file.render_meta(merged, po[1]).encode("utf-8")),
            _conflict("edited-on-both", memory_id, path, theirs.data),
        )
    if ours.live or theirs.live:
        kept = ours if ours.live else theirs
        forgotten = "the other machine" if ours.live else "this machine"
        return Decision(kept, _conflict("forgotten-and-edited", memory_id, kept.path, None, forgotten))
    return Decision(ours)


def _merged_meta(meta_o: dict, meta_t: dict, meta_b: dict) -> dict:
    merged = {}
    for key in dict.fromkeys([*meta_o, *meta_t]):
        vo, vt = meta_o.get(key), meta_t.get(key)
        if vo == vt or vt == meta_b.get(key):
            value = vo
        elif vo == meta_b.get(key):
            value = vt
        else:
            value = vo  # changed on both sides: this side's (the logs order importance anyway)
        if value is not None or key in meta_o:
            merged[key] = value
    return merged


def _conflict(
    kind: str, memory_id: str | None, path: str, theirs: bytes | None, forgotten_on: str | None = None
) -> dict:
    digest = content_hash(f"{kind}\0{memory_id}\0".encode() + (theirs or b""))[:8]
    return {
        "id": f"cfl_{digest}",
        "kind": kind,
        "memories": [memory_id] if memory_id else [],
        "path": path,
        "other": theirs,
        "forgottenOn": forgotten_on,
    }


def conflict_file(conflict: dict, now) -> bytes:
    """A conflict record as the Markdown a person reads in conflicts/."""
    memory = conflict["memories"][0] if conflict["memories"] else conflict["path"]
    meta = {
        "id": conflict["id"],
        "kind": conflict["kind"],
        "memories": conflict["memories"],
        "status": "open",
        "opened": iso(now),
    }
    if conflict["kind"] == "edited-on-both":
        other = Version(conflict["other"]).parsed
        other_text = other[1] if other else conflict["other"].decode("utf-8", "replace")
        body = (
            f"{memory} was edited on two machines at once. Its file keeps one of the texts; the "
            "other text is below, word for word. Settle it with "
            f"`resolve.py {conflict['id']} --keep {memory}` (the file's text) or `--keep {conflict['id']}` "
            "(the text below); nothing is lost either way.\n\n## The other text\n\n" + other_text
        )
    else:
        body = (
            f"{memory} was forgotten on one machine and edited on another, so it stays "
            f"(with the edit). Forget it again if that was meant: `forget.py {memory}`; or settle this "
            f"with `resolve.py {conflict['id']} --keep {memory}`."
        )
    return memory_file.render_meta(meta, body).encode("utf-8")


# ---------------------------------------------------------------- sync
@dataclass
class Report:
    remote: str | None = None
    initialized: bool = False
    committed: int = 0  # files changed in this machine's commit
    fetched: bool = False
    merged: int = 0  # commits brought in
    conflicts: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    pushed: bool = False
    memories: int = 0
    healthy: bool | None = None
    findings: list[str] = field(default_factory=list)
    dry_run: bool = False

    def as_json(self) -> dict:
        return {
            "remote": self.remote,
            "initialized": self.initialized,
            "dryRun": self.dry_run,
            "committed": self.committed,
            "merged": self.merged,
            "conflicts": [{k: v for k, v in c.items() if k != "other"} for c in self.conflicts],
            "notes": self.notes,
            "pushed": self.pushed,
            "memories": self.memories,
            "healthy": self.healthy,
            "findings": self.findings,
        }


def sync(store, check, remote: str | None = None, dry_run: bool = False) -> Report:
    """Commit, pull, merge, rebuild, check, push; all under the store's lock. ``check``
    is doctor's check of a locked store (``doctor.check_locked``), passed in: doctor
    sits above this module (its --repair splits conflict markers with it)."""
    report = Report(remote=remote, dry_run=dry_run)
    root = store.root
    store.require()
    if shutil.which("git") is None:
        raise SyncFailed("git is not installed (sync needs git on PATH)")
    with store.locked():
        if remote is not None:
            if dry_run:
                report.notes.append(f"would make {root} a git repository tracking {remote}")
                return report
            _init(store, remote, report)
        elif not is_repository(root):
            raise SyncFailed(f"{root} is not a git repository yet (run: sync.py --init REMOTE)")
        report.remote = _git(root, "remote", "get-url", REMOTE, check=False).stdout.decode().strip() or None
        if report.remote is None:
            raise SyncFailed(f"{root} has no remote {REMOTE!r} (run: sync.py --init REMOTE)")
        _fetch(root, report)
        if dry_run:
            return _preview(root, report)
        for _ in range(3):
            _commit(store, report)
            _merge(store, report)
            if _push(root, report):
                break
            _fetch(root, report)
        _rebuild(store, report, check)
    return report


def _init(store, remote: str, report: Report) -> None:
    root = store.root
    if not is_repository(root):
        _git(root, "init", "-q", "-b", BRANCH)
        report.initialized = True
    _write_git_files(store)
    urls = _git(root, "remote", check=False).stdout.decode().split()
    _git(root, "remote", "set-url" if REMOTE in urls else "add", REMOTE, remote)
    _fetch(root, report)
    has_commits = _git(root, "rev-parse", "--verify", "-q", "HEAD", check=False).returncode == 0
    remote_has = _remote_head(root) is not None
    if remote_has and not has_commits and _empty_store(store):
        # Nothing here yet: take the remote's memories as they are.
        _git(root, "reset", "-q", "--hard", f"{REMOTE}/{BRANCH}")
        _write_git_files(store)
        report.notes.append(f"took the memories of {remote}")


def _write_git_files(store) -> None:
    # git keeps no empty folder: a .gitkeep holds each memory folder in every clone
    for folder in (*layout.DOMAINS, layout.ARCHIVE):
        store.folder.make_folder(folder)
        if not store.folder.exists(f"{folder}/.gitkeep"):
            store.folder.write(f"{folder}/.gitkeep", b"")
    for name, text in ((layout.GITIGNORE, layout.GITIGNORE_TEXT), (layout.GITATTRIBUTES, layout.GITATTRIBUTES_TEXT)):
        try:
            current = store.folder.read(name).decode("utf-8", "replace")
        except (OSError, NotPlain):
            current = ""
        missing = [
            line for line in text.splitlines() if line and not line.startswith("#") and line not in current.splitlines()
        ]
        if missing or not current:
            merged = (current.rstrip("\n") + "\n" if current.strip() else "") + (
                text if not current.strip() else "\n".join(missing) + "\n"
            )
            store.folder.write(name, merged.encode("utf-8"))


def _empty_store(store) -> bool:
    for folder in (*layout.DOMAINS, layout.ARCHIVE, layout.LOG):
        for _, entry in store.folder.walk_files(folder):
            if not entry.name.startswith("."):
                return False
    return True


def _remote_head(root) -> str | None:
    result = _git(root, "rev-parse", "--verify", "-q", f"refs/remotes/{REMOTE}/{BRANCH}", check=False)
    return result.stdout.decode().strip() or None if result.returncode == 0 else None


def _fetch(root, report: Report) -> None:
    result = _git(root, "fetch", "-q", REMOTE, check=False)
    if result.returncode != 0:
        remote = _git(root, "remote", "get-url", REMOTE, check=False).stdout.decode().strip()
        raise SyncFailed(f"cannot reach {remote or REMOTE}: {_first_line(result)}; nothing was changed")
    report.fetched = True


def _commit(store, report: Report) -> None:
    root = store.root
    _write_git_files(store)
    _git(root, "add", "-A")
    staged = _git(root, "diff", "--cached", "--name-only").stdout.decode().split("\n")
    staged = [s for s in staged if s]
    if not staged:
        return
    message = f"hippocampus {store.tag}: {len(staged)} file(s) at {iso(store.now)}"
    _git(root, *_identity(root), "commit", "-q", "-m", message)
    report.committed += len(staged)


def _merge(store, report: Report) -> None:
    root = store.root
    theirs = _remote_head(root)
    if theirs is None:
        return
    if _git(root, "merge-base", "--is-ancestor", theirs, "HEAD", check=False).returncode == 0:
        return  # nothing new there
    has_commits = _git(root, "rev-parse", "--verify", "-q", "HEAD", check=False).returncode == 0
    if not has_commits:
        _git(root, "reset", "-q", "--hard", theirs)
        return
    count = _git(root, "rev-list", "--count", f"HEAD..{theirs}").stdout.decode().strip()
    report.merged += int(count or 0)
    if _git(root, "merge-base", "--is-ancestor", "HEAD", theirs, check=False).returncode == 0:
        _git(root, "merge", "-q", "--ff-only", theirs)
        return
    args = ["merge", "-q", "--no-ff", "--no-commit", "-X", "no-renames", "--allow-unrelated-histories", theirs]
    _git(root, *_identity(root), *args, check=False)
    if not (root / ".git" / "MERGE_HEAD").exists():
        raise SyncFailed("git merge did not start; the store was left as it was")
    _settle_memories(store, theirs, report)
    conflicted = [p for p in _git(root, "diff", "--name-only", "--diff-filter=U").stdout.decode().split("\n") if p]
    for path in conflicted:
        _settle_other(store, path, report)
    _git(root, "add", "-A")
    _git(
        root, *_identity(root), "commit", "-q", "--no-edit", "-m", f"hippocampus {store.tag}: merge at {iso(store.now)}"
    )


def _memories_in(root, commit: str | None) -> dict[str, tuple[str, str]]:
    """memory id -> (path, blob) of each memory file (live or archived) in a commit."""
    if commit is None:
        return {}
    out: dict[str, tuple[str, str]] = {}
    listing = _git(root, "ls-tree", "-r", "-z", commit).stdout.decode("utf-8", "surrogateescape")
    for entry in listing.split("\0"):
        if not entry:
            continue
        meta, _, path = entry.partition("\t")
        blob = meta.split()[2]
        top, name = path.split("/", 1)[0], path.rsplit("/", 1)[-1]
        if top not in (*layout.DOMAINS, layout.ARCHIVE) or not name.endswith(".md"):
            continue
        memory_id = name.removesuffix(".md").split("-", 1)[0]
        if records.valid_id(memory_id) and (memory_id not in out or top != layout.ARCHIVE):
            out[memory_id] = (path, blob)
    return out


def _blob(root, blob: str) -> bytes:
    return _git(root, "cat-file", "blob", blob).stdout


def _settle_memories(store, theirs: str, report: Report) -> None:
    """Decide every memory either side changed (``decide``), and make the working tree
    hold exactly that: its one file where the decision puts it, nothing elsewhere."""
    root = store.root
    base_commit = _git(root, "merge-base", "HEAD", theirs, check=False).stdout.decode().strip() or None
    trees = [_memories_in(root, c) for c in (base_commit, "HEAD", theirs)]
    base, ours, other = trees
    for memory_id in sorted(set(ours) | set(other)):
        sides = [tree.get(memory_id) for tree in trees]
        if sides[1] == sides[2]:
            continue
        full = [None if s is None else Side(s[0], _blob(root, s[1])) for s in sides]
        decision = decide(memory_id, *full)
        paths = {s.path for s in full[1:] if s is not None}
        final = decision.side
        for path in paths - ({final.path} if final else set()):
            store.folder.remove(path)
        if final is not None:
            store.folder.make_folder(final.path.rpartition("/")[0])
            store.folder.write(final.path, final.data)
        if decision.conflict is not None:
            conflict = decision.conflict
            store.folder.make_folder(layout.CONFLICTS)
            store.folder.write(f"{layout.CONFLICTS}/{conflict['id']}.md", conflict_file(conflict, store.now))
            report.conflicts.append(conflict)


def _settle_other(store, path: str, report: Report) -> None:
    """A file git could not merge that is not a memory: logs are joined, anything else
    keeps this side's version (the other's is in git's history)."""
    root = store.root
    ours, theirs = _stage(root, 2, path), _stage(root, 3, path)
    top = path.split("/", 1)[0]
    if top in (*layout.DOMAINS, layout.ARCHIVE):
        data = store.folder.read(path) if store.folder.kind(path) == "file" else None  # settled above
    elif top == layout.LOG:
        data = _union_lines(ours, theirs)
    else:
        data = ours if ours is not None else theirs
        report.notes.append(f"{path}: changed on both machines; kept this machine's version")
    if data is None:
        _git(root, "rm", "-q", "--cached", "--ignore-unmatch", "--", path)
    else:
        if "/" in path:
            store.folder.make_folder(path.rpartition("/")[0])
        store.folder.write(path, data)


def _stage(root, number: int, path: str) -> bytes | None:
    result = _git(root, "show", f":{number}:{path}", check=False)
    return result.stdout if result.returncode == 0 else None


def _union_lines(ours: bytes | None, theirs: bytes | None) -> bytes:
    lines = [line for line in (ours or b"").split(b"\n") if line]
    seen = set(lines)
    lines += [line for line in (theirs or b"").split(b"\n") if line and line not in seen]
    return b"\n".join(lines) + b"\n" if lines else b""


def _push(root, report: Report) -> bool:
    if _git(root, "rev-parse", "--verify", "-q", "HEAD", check=False).returncode != 0:
        return True  # nothing to push yet
    theirs = _remote_head(root)
    if theirs is not None and _git(root, "merge-base", "--is-ancestor", "HEAD", theirs, check=False).returncode == 0:
        return True  # the remote has all of it
    result = _git(root, "push", "-q", REMOTE, f"HEAD:refs/heads/{BRANCH}", check=False)
    if result.returncode == 0:
        report.pushed = True
        _git(root, "fetch", "-q", REMOTE, check=False)
        return True
    text = _output(result)  # " ! [rejected] ... (fetch first)" comes before the error line
    if "rejected" in text or "fetch first" in text or "non-fast-forward" in text:
        return False  # the remote moved meanwhile: merge again
    raise SyncFailed(f"git push failed: {_first_line(result)}")


def _rebuild(store, report: Report, check) -> None:
    """Derive index.json and the caches from the merged files and logs, then check."""
    store.make_folders()
    with store.transaction(full_scan=True, held=True, rebuild=True):
        pass
    view = store.current_view()
    report.memories = len(view) if view is not None else 0
    findings = check(store)
    report.healthy = not findings
    report.findings = [f"{f.file}: {f.message}" for f in findings]
    report.notes += store.notes


def _preview(root, report: Report) -> Report:
    status = _git(root, "status", "--porcelain").stdout.decode().splitlines()
    report.committed = len([s for s in status if s.strip()])
    theirs = _remote_head(root)
    if theirs and _git(root, "rev-parse", "--verify", "-q", "HEAD", check=False).returncode == 0:
        count = _git(root, "rev-list", "--count", f"HEAD..{theirs}").stdout.decode().strip()
        report.merged = int(count or 0)
    report.notes.append("dry run: nothing was committed, merged or pushed")
    return report


def describe(report: Report) -> str:
    lines = []
    if report.initialized:
        lines.append(f"made the memory folder a git repository tracking {report.remote}")
    verb = "would commit" if report.dry_run else "committed"
    lines.append(
        f"{verb} {report.committed} changed file(s); {'would merge' if report.dry_run else 'merged'} {report.merged} commit(s) from {report.remote}"
    )
    for conflict in report.conflicts:
        lines.append(
            f"conflict {conflict['id']} ({conflict['kind']}): {', '.join(conflict['memories']) or conflict['path']} (see memory/conflicts/{conflict['id']}.md)"
        )
    lines.extend(report.notes)
    if not report.dry_run:
        lines.append("pushed" if report.pushed else "nothing to push")
        lines.append(f"{report.memories} memories; store {'healthy' if report.healthy else 'has problems'}")
        lines.extend(f"- {f}" for f in report.findings)
    return "\n".join(lines)


def split_conflicted_files(store, relpaths: list[str]) -> list[str]:
    """doctor --repair: a memory file left with git's conflict markers (a merge by hand)
    keeps the first side's text; the second side's goes into a conflict record."""
    done = []
    for relpath in relpaths:
        try:
            text = store.folder.read(relpath).decode("utf-8", "replace")
        except (OSError, NotPlain):
            continue
        ours, theirs = _split_markers(text)
        if ours is None:
            continue
        with store.locked():
            store.folder.write(relpath, ours.encode("utf-8"))
            if theirs.strip() != ours.strip():
                parsed = Version(ours.encode("utf-8")).parsed
                memory_id = parsed[0].get("id") if parsed and records.valid_id(parsed[0].get("id")) else None
                conflict = _conflict("edited-on-both", memory_id, relpath, theirs.encode("utf-8"))
                store.folder.make_folder(layout.CONFLICTS)
                store.folder.write(f"{layout.CONFLICTS}/{conflict['id']}.md", conflict_file(conflict, store.now))
                done.append(
                    f"{store.folder.path(relpath)}: kept the first text, the second is in conflicts/{conflict['id']}.md"
                )
            else:
                done.append(f"{store.folder.path(relpath)}: removed conflict markers (both sides were the same)")
    return done


def _split_markers(text: str) -> tuple[str | None, str]:
    """The two sides of a text with git's conflict markers (each whole, the shared lines
    in both); (None, '') when there are none."""
    ours, theirs, side, found = [], [], None, False
    for line in text.split("\n"):
        if line.startswith("<<<<<<< "):
            side, found = "ours", True
            continue
        if line.startswith("=======") and side == "ours":
            side = "theirs"
            continue
        if line.startswith(">>>>>>> ") and side == "theirs":
            side = None
            continue
        if side in (None, "ours"):
            ours.append(line)
        if side in (None, "theirs"):
            theirs.append(line)
    if not found:
        return None, ""
    return "\n".join(ours), "\n".join(theirs)
